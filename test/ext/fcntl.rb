# ext/fcntl: the constants of fcntl(2) and open(2), used with IO#fcntl
require 'fcntl'
Fcntl.constants.sort.each {|c| puts "#{c} #{Fcntl.const_get(c)}" }
r, w = IO.pipe
flags = r.fcntl(Fcntl::F_GETFL)
p flags & Fcntl::O_NONBLOCK
r.fcntl(Fcntl::F_SETFL, flags | Fcntl::O_NONBLOCK)
p r.fcntl(Fcntl::F_GETFL) & Fcntl::O_NONBLOCK
p r.fcntl(Fcntl::F_GETFL) & Fcntl::O_ACCMODE == Fcntl::O_RDONLY
p w.fcntl(Fcntl::F_GETFL) & Fcntl::O_ACCMODE == Fcntl::O_WRONLY
File.open("f", Fcntl::O_CREAT | Fcntl::O_WRONLY | Fcntl::O_EXCL) {|f| f.write "x" }
begin
  File.open("f", Fcntl::O_CREAT | Fcntl::O_WRONLY | Fcntl::O_EXCL)
rescue SystemCallError => e
  p e.class
end
p File.read("f")
