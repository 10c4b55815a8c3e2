# data from outside the program is tainted: environment, input, files, pipes,
# commands, directories, links; taint follows strings into what is made of them
File.open("f.txt", "w") { |f| f.puts "line"; f.puts "two" }
File.symlink("f.txt", "lnk")
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
ENV["SAFE_T_X"] = "x"
t("ENV[] HOME") { ENV["HOME"].tainted? }
t("ENV.fetch HOME") { ENV.fetch("HOME").tainted? }
t("ENV[]= then []") { ENV["SAFE_T_X"].tainted? }
t("ENV keys") { ENV.keys.all? { |k| k.tainted? } }
t("ENV values") { ENV.values.all? { |k| k.tainted? } }
t("ENV.to_hash") { ENV.to_hash.to_a.flatten.all? { |k| k.tainted? } }
t("ENV.each") { r = true; ENV.each { |k, v| r &&= k.tainted? && v.tainted? }; r }
t("ENV.to_a") { ENV.to_a.flatten.all? { |k| k.tainted? } }
t("ENV.index") { ENV.index("x").tainted? }
t("ENV.select") { ENV.select { true }.flatten.all? { |k| k.tainted? } }
t("ENV.inspect") { ENV.inspect.tainted? }
t("ENV.to_s") { ENV.to_s.tainted? }
t("ARGV") { ARGV.tainted? }
t("$0") { $0.tainted? }
t("__FILE__") { __FILE__.tainted? }
t("gets") { gets.tainted? }
t("$_ after gets") { $_.tainted? }
t("$stdin.gets") { $stdin.gets.tainted? }
t("$stdin.read") { $stdin.read.tainted? }
t("File.read") { File.read("f.txt").tainted? }
t("IO.readlines") { IO.readlines("f.txt").map { |l| l.tainted? } }
t("IO.foreach") { r = []; IO.foreach("f.txt") { |l| r << l.tainted? }; r }
t("read(n)") { File.open("f.txt") { |f| f.read(2).tainted? } }
t("read(n, buf)") { File.open("f.txt") { |f| b = ""; f.read(2, b); b.tainted? } }
t("read at EOF") { File.open("f.txt") { |f| f.read; f.read.tainted? } }
t("sysread") { File.open("f.txt") { |f| f.sysread(2).tainted? } }
t("readpartial") { File.open("f.txt") { |f| f.readpartial(2).tainted? } }
t("read_nonblock") { File.open("f.txt") { |f| f.read_nonblock(2).tainted? } }
t("readline") { File.open("f.txt") { |f| f.readline.tainted? } }
t("readlines") { File.open("f.txt") { |f| f.readlines.map { |l| l.tainted? } } }
t("each_line") { File.open("f.txt") { |f| r = []; f.each_line { |l| r << l.tainted? }; r } }
t("gets(nil)") { File.open("f.txt") { |f| f.gets(nil).tainted? } }
t("gets paragraph") { File.open("f.txt") { |f| f.gets("").tainted? } }
t("getc") { File.open("f.txt") { |f| f.getc.tainted? } }
t("pipe read") { r, w = IO.pipe; w.write "x"; w.close; r.read.tainted? }
t("popen read") { IO.popen("echo hi") { |io| io.read.tainted? } }
t("backtick") { `echo hi`.tainted? }
t("%x") { %x(echo hi).tainted? }
t("Dir.entries") { Dir.entries(".").all? { |e| e.tainted? } }
t("Dir.foreach") { r = true; Dir.foreach(".") { |e| r &&= e.tainted? }; r }
t("Dir.glob") { Dir.glob("*").all? { |e| e.tainted? } }
t("Dir.glob block") { r = true; Dir.glob("*") { |e| r &&= e.tainted? }; r }
t("Dir[]") { Dir["*"].all? { |e| e.tainted? } }
t("Dir#read") { Dir.open(".") { |d| d.read.tainted? } }
t("Dir#each") { Dir.open(".") { |d| d.each { |e| break e.tainted? } } }
t("Dir#path") { Dir.open(".") { |d| d.path.tainted? } }
t("Dir.pwd") { Dir.pwd.tainted? }
t("File.readlink") { File.readlink("lnk").tainted? }
t("File#path") { File.open("f.txt") { |f| f.path.tainted? } }
t("File.basename clean") { File.basename("a/b").tainted? }
t("File.basename tainted") { File.basename("a/b".taint).tainted? }
t("File.split tainted") { File.split("a/b".taint).map { |x| x.tainted? } }
t("File.expand_path of tainted") { File.expand_path("/a".taint).tainted? }
t("File.expand_path absolute") { File.expand_path("/a/../b").tainted? }
t("File.ftype") { File.ftype("f.txt").tainted? }
t("Stat#ftype") { File.stat("f.txt").ftype.tainted? }
t("Process::Status#inspect") { system("true"); $?.inspect.tainted? }
t("String#% tainted") { ("%s" % "x".taint).tainted? }
t("inspect tainted") { ["x".taint].inspect.tainted? }
t("Array#to_s tainted") { ["x".taint].to_s.tainted? }
t("join tainted") { ["x".taint].join.tainted? }
t("Marshal.dump tainted") { Marshal.dump("x".taint).tainted? }
t("Marshal.load tainted source") { Marshal.load(Marshal.dump("x").taint).tainted? }
t("Marshal.load of tainted") { Marshal.load(Marshal.dump("x".taint)).tainted? }
t("Integer#to_s") { 1.to_s.tainted? }
