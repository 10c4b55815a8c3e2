# IO#fcntl and IO#ioctl with a String argument: the string is the call's
# buffer, grown with NULs to 256 bytes and a guard byte (17) when shorter;
# a frozen one raises; an object with to_str is converted.  fcntl's command
# is converted as a long and cut to an int.
require 'fcntl'
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("a.txt", "w") { |f| f.print "data" }
f = File.open("a.txt")
t(:getfl_str) { s = "abc"; r = f.fcntl(Fcntl::F_GETFL, s); [r & 3, s.size, s[0, 5], s[250..-1]] }
t(:getfd_empty) { s = ""; r = f.fcntl(Fcntl::F_GETFD, s); [r, s.size, s[-1]] }
t(:len_255) { s = "x" * 255; f.fcntl(Fcntl::F_GETFD, s); [s.size, s[-3..-1]] }
t(:len_256) { s = "x" * 256; f.fcntl(Fcntl::F_GETFD, s); [s.size, s[-2..-1]] }
t(:len_300) { s = "x" * 300; f.fcntl(Fcntl::F_GETFD, s); [s.size, s[-2..-1]] }
t(:tainted_kept) { s = "abc".taint; f.fcntl(Fcntl::F_GETFD, s); s.tainted? }
t(:frozen) { f.fcntl(Fcntl::F_GETFD, "abc".freeze) }
t(:to_str) { o = Object.new; def o.to_str; "q"; end; f.fcntl(Fcntl::F_GETFD, o) }
t(:true_arg) { f.fcntl(Fcntl::F_GETFD, true) }
t(:nil_arg) { f.fcntl(Fcntl::F_GETFD, nil) }
t(:float_arg) { f.fcntl(Fcntl::F_GETFD, 1.5) }
t(:big_arg) { f.fcntl(Fcntl::F_GETFD, 2**70) }
t(:ioctl_str) { s = "abc"; r = (f.ioctl(0x5401, s) rescue $!.class); [r, s.size] }
t(:ioctl_frozen) { f.ioctl(0x5401, "".freeze) }
t(:cmd_str) { f.fcntl("1") }
t(:cmd_nil) { f.fcntl(nil) }
t(:cmd_2_70) { f.fcntl(2**70) }
t(:ioctl_cmd_2_70) { f.ioctl(2**70) }
f.close
t(:closed) { f.fcntl(Fcntl::F_GETFD, "") }
