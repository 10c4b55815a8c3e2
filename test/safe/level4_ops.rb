# $SAFE = 4 in a proc: files, processes, directories, output and the rest of the sandbox
$out = [].taint
def try(label)
  r = yield
  $out << "#{label}: ok #{r.inspect}"
rescue SecurityError => e
  $out << "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  $out << "#{label}: #{e.class} #{e.message}"
end
File.open("f.txt", "w") { |f| f.puts "line" }
io = File.open("f.txt")
proc {
$SAFE = 4
try("exist") { File.exist?("f.txt") }
try("exist io") { File.exist?(io) }
try("expand") { File.expand_path("f.txt").size > 0 }
try("basename") { File.basename("a/b") }
try("stat") { File.stat("f.txt").size }
try("io.stat") { io.stat.size }
try("io.read") { io.read }
try("Dir.glob") { Dir.glob("*") }
try("Dir.pwd") { Dir.pwd.size > 0 }
try("ENV[]=") { ENV["X"] = "1" }
try("umask") { File.umask }
try("trap") { trap("INT") {} }
try("pid") { Process.pid.class }
try("$stdout.puts") { $stdout.puts "hi" }
try("puts") { puts "hi" }
try("p") { p 1 }
try("$stderr.write") { $stderr.write "e\n" }
try("print") { print "x\n" }
try("open") { open("f.txt") }
try("syscall") { syscall(39) }
try("exit") { exit }
try("exit!") { :skip }
try("abort") { abort }
try("sleep") { sleep 0 }
try("fork") { fork }
try("system") { system("true") }
try("`") { `true` }
try("IO.popen") { IO.popen("true") }
try("IO.new") { IO.new(1) }
try("File.new") { File.new("f.txt") }
try("io.close") { io.close }
try("gets") { gets }
try("test") { test(?e, "f.txt") }
try("Dir.chdir") { Dir.chdir("/") }
try("Process.kill") { Process.kill(0, 1) }
try("srand") { srand(1) }
try("rand") { rand(2).class }
try("Kernel.`") { Kernel.send(:`, "true") }
try("select") { select([io], nil, nil, 0) }
try("$0=") { $0 = "x" }
try("Thread.new") { Thread.new { 1 }.value }
try("Thread.critical=") { Thread.critical = false }
try("Thread.main.kill") { :skip }
try("ObjectSpace.each_object") { ObjectSpace.each_object(Class) { } }
try("GC.start") { GC.start }
try("GC.disable") { GC.disable }
try("autoload") { autoload(:Zzz, "zzz") }
try("gvar set") { $foo = 1 }
try("gvar get") { $foo }
try("trace_var") { trace_var(:$foo) {} }
try("const set") { Object.const_set(:ZZ, 1) }
try("ivar set") { Object.new.instance_variable_set(:@a, 1) }
try("class def") { eval("class Foo4; end") }
try("remove_const") { Object.send(:remove_const, :String) }
try("include") { Comparable.send(:include, Enumerable) }
try("alias gvar") { eval("alias $bar $foo") }
try("Class.new") { Class.new.name }
try("freeze") { "a".freeze }
try("taint") { "a".taint.tainted? }
try("Marshal.dump") { Marshal.dump(1).size }
try("Marshal.load") { Marshal.load("\004\bi\006") }
try("require") { require "set" }
try("load") { load "f.txt" }
try("exec") { exec("true") }
try("warn") { warn "w" }
try("$stdout=") { $stdout = STDERR }
try("STDOUT.sync=") { STDOUT.sync = true }
try("Dir.entries") { Dir.entries(".") }
try("chmod") { File.chmod(0644, "f.txt") }
try("readlink") { File.readlink("f.txt") }
try("Dir.open") { Dir.open(".") }
}.call
puts $out
