# $SAFE = 1: tainted data may not reach dangerous operations
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue SecurityError => e
  puts "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  puts "#{label}: #{e.class}"
end
File.open("f.txt", "w") { |f| f.puts "line" }
p ENV["HOME"].tainted?, $0.tainted?, ARGV.tainted?
p File.read("f.txt").tainted?, File.open("f.txt") { |f| f.gets }.tainted?
p "abc".tainted?, "abc".taint.tainted?, ("a".taint + "b").tainted?, "ab".taint[0, 1].tainted?
$SAFE = 1
p $SAFE
t = "f.txt".taint
try("lower") { $SAFE = 0 }
try("eval") { eval("1 + 1".taint) }
try("eval clean") { eval("1 + 1") }
try("instance_eval") { Object.new.instance_eval("1".taint) }
try("require") { require "set".taint }
try("load") { load "f.txt".taint }
try("File.open") { File.open(t) { } }
try("File.new") { File.new(t).close }
try("IO.read") { IO.read(t) }
try("File.unlink") { File.unlink(t) }
try("File.rename") { File.rename(t, "g.txt") }
try("File.exist?") { File.exist?(t) }
try("File.stat") { File.stat(t).size }
try("Dir.chdir") { Dir.chdir(".".taint) }
try("Dir.mkdir") { Dir.mkdir("d".taint) }
try("Dir.glob") { Dir.glob("*.txt".taint) }
try("system") { system("true".taint) }
try("backtick") { `true#{"".taint}` }
try("syscall open") { IO.popen("true".taint) { } }
try("trap") { trap("INT".taint) { } }
try("send") { 1.send("to_s".taint) }
try("method") { 1.method("to_s".taint).call }
try("const_get") { Object.const_get("String".taint) }
try("test") { test(?e, t) }
try("fork tainted") { :skip }
