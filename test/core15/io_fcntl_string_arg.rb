# IO#fcntl and IO#ioctl with a String argument: the string is the call's
# buffer, grown to 256 bytes (the new bytes are not set) and a guard byte
# (17) when shorter;
# a frozen one raises; an object with to_str is converted.  fcntl's command
# is converted as a long and cut to an int.
require 'fcntl'
require "helper"
File.open("a.txt", "w") { |f| f.print "data" }
f = File.open("a.txt")
show(:getfl_str) { s = "abc"; r = f.fcntl(Fcntl::F_GETFL, s); [r & 3, s.size, s[0, 3], s[-1]] }
show(:getfd_empty) { s = ""; r = f.fcntl(Fcntl::F_GETFD, s); [r, s.size, s[-1]] }
show(:len_255) { s = "x" * 255; f.fcntl(Fcntl::F_GETFD, s); [s.size, s[-3, 1], s[-1]] }
show(:len_256) { s = "x" * 256; f.fcntl(Fcntl::F_GETFD, s); [s.size, s[-2..-1]] }
show(:len_300) { s = "x" * 300; f.fcntl(Fcntl::F_GETFD, s); [s.size, s[-2..-1]] }
show(:tainted_kept) { s = "abc".taint; f.fcntl(Fcntl::F_GETFD, s); s.tainted? }
show(:frozen) { f.fcntl(Fcntl::F_GETFD, "abc".freeze) }
show(:to_str) { o = Object.new; def o.to_str; "q"; end; f.fcntl(Fcntl::F_GETFD, o) }
show(:true_arg) { f.fcntl(Fcntl::F_GETFD, true) }
show(:nil_arg) { f.fcntl(Fcntl::F_GETFD, nil) }
show(:float_arg) { f.fcntl(Fcntl::F_GETFD, 1.5) }
show(:big_arg) { f.fcntl(Fcntl::F_GETFD, 2**70) }
show(:ioctl_str) { s = "abc"; r = (f.ioctl(0x5401, s) rescue $!.class); [r, s.size] }
show(:ioctl_frozen) { f.ioctl(0x5401, "".freeze) }
show(:cmd_str) { f.fcntl("1") }
show(:cmd_nil) { f.fcntl(nil) }
show(:cmd_2_70) { f.fcntl(2**70) }
show(:ioctl_cmd_2_70) { f.ioctl(2**70) }
f.close
show(:closed) { f.fcntl(Fcntl::F_GETFD, "") }
