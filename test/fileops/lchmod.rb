# File.lchmod: the mode of the path itself; a symbolic link cannot take one
File.open("f.txt", "w") { }
File.symlink("f.txt", "link")
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
try("respond_to?") { File.respond_to?(:lchmod) }
try("file") { [File.lchmod(0600, "f.txt"), File.stat("f.txt").mode.to_s(8)] }
try("no paths") { File.lchmod(0644) }
try("two paths") { File.lchmod(0640, "f.txt", "f.txt") }
try("link") { File.lchmod(0600, "link") }
try("missing") { File.lchmod(0600, "missing") }
try("no mode") { File.lchmod }
try("bad mode") { File.lchmod("x", "f.txt") }
try("bad path") { File.lchmod(0644, 1) }
try("mode after all") { File.stat("f.txt").mode.to_s(8) }
