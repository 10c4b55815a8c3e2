# File.new/File.open take a descriptor as a Fixnum or anything whose to_int gives one
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
File.open("s.txt", "w") { |f| f.write "x\ny\n" }
t(:float_fd) { fd = IO.sysopen("s.txt"); File.new(fd + 0.5).read }
t(:to_int_fd) { fd = IO.sysopen("s.txt"); o = Object.new; (class << o; self; end).send(:define_method, :to_int) { fd }; f = File.new(o); [f.path, f.read] }
t(:bignum) { File.open(2**64) }
t(:fd_with_perm) { File.new(IO.sysopen("s.txt"), "r", 1) }
t(:fd_mode) { fd = IO.sysopen("s.txt", "r+"); f = File.new(fd, "r+"); f.write "Z"; f.close; File.read("s.txt") }
t(:bad_fd) { File.new(9999) }
t(:nil_name) { File.new(nil) }
