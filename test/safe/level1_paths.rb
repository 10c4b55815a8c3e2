# $SAFE = 1: every path-taking File/FileTest/File::Stat/Dir/IO call refuses a
# tainted path with "Insecure operation - <method>"; pure path functions do not
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue SecurityError => e
  puts "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  puts "#{label}: #{e.class}"
end
File.open("f.txt", "w") { |f| f.puts "line" }
Dir.mkdir("dd")
class PathLike; def initialize(s); @s = s; end; def to_str; @s; end; end
$SAFE = 1
t = "f.txt".taint
d = "dd".taint
%w(atime mtime ctime lstat stat exist? exists? readable? readable_real? writable?
   writable_real? executable? executable_real? file? directory? symlink? pipe?
   socket? blockdev? chardev? zero? size size? owned? grpowned? setuid? setgid?
   sticky? ftype readlink).each { |m|
  try("File.#{m}") { File.send(m, t) }
}
%w(exist? exists? readable? writable? executable? file? directory? size size?
   zero? symlink? owned? pipe? socket? setuid? sticky?).each { |m|
  try("FileTest.#{m}") { FileTest.send(m, t) }
}
try("File.exist? untainted") { File.exist?("f.txt") }
try("to_str result tainted") { File.exist?(PathLike.new(t)) }
try("to_str object tainted") { File.exist?(PathLike.new("f.txt").taint) }
try("identical? first") { File.identical?(t, "f.txt") }
try("identical? second") { File.identical?("f.txt", t) }
try("chmod") { File.chmod(0644, t) }
try("chmod second path") { File.chmod(0644, "f.txt", t) }
try("lchmod") { File.lchmod(0644, t) }
try("chown") { File.chown(nil, nil, t) }
try("lchown") { File.lchown(nil, nil, t) }
try("utime") { File.utime(0, 0, t) }
try("truncate") { File.truncate(t, 5) }
try("symlink from") { File.symlink(t, "l") }
try("symlink to") { File.symlink("f.txt", "l".taint) }
try("link") { File.link(t, "l2") }
try("rename to") { File.rename("f.txt", "g.txt".taint) }
try("delete") { File.delete(t) }
try("unlink") { File.unlink(t) }
try("basename") { File.basename(t) }
try("dirname") { File.dirname(t) }
try("extname") { File.extname(t) }
try("expand_path") { File.expand_path(t).tainted? }
try("join") { File.join(t, "x").tainted? }
try("split") { File.split(t) }
try("fnmatch") { File.fnmatch(t, "f.txt") }
try("Stat.new") { File::Stat.new(t).size }
try("File.new") { File.new(t) }
try("File.open") { File.open(t) { } }
try("File.new mode tainted") { File.new("f.txt", "r".taint).close }
try("IO.sysopen") { IO.sysopen(t) }
try("IO.read") { IO.read(t) }
try("IO.readlines") { IO.readlines(t) }
try("IO.foreach") { IO.foreach(t) { } }
try("Kernel#open") { open(t) { } }
try("Kernel#open pipe") { open("|true".taint) { } }
try("reopen") { File.open("f.txt") { |f| f.reopen(t) } }
try("Dir.new") { Dir.new(d).close }
try("Dir.open") { Dir.open(d) { } }
try("Dir.entries") { Dir.entries(d) }
try("Dir.foreach") { Dir.foreach(d) { } }
try("Dir.glob") { Dir.glob("*.txt".taint) }
try("Dir.glob array") { Dir.glob(["*.txt", "*".taint]) }
try("Dir[]") { Dir[t] }
try("Dir.chdir") { Dir.chdir(d) }
try("Dir.mkdir") { Dir.mkdir("e".taint) }
try("Dir.rmdir") { Dir.rmdir(d) }
try("Dir.unlink") { Dir.unlink(d) }
try("Dir.delete") { Dir.delete(d) }
try("Dir.chroot") { Dir.chroot(d) }
try("test ?e") { test(?e, t) }
try("test ?d") { test(?d, d) }
try("test ?=") { test(?=, t, "f.txt") }
try("test ?M") { test(?M, t) }
try("untainted still work") { [File.file?("f.txt"), File.directory?("dd"), Dir.entries("dd").sort] }
