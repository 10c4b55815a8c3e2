# Dir.glob patterns with braces, nested braces, escapes; File::Stat basics.
Dir.mkdir("g")
%w[g/a.c g/b.h g/c.rb g/ab.txt].each { |n| File.open(n, "w") { |f| f << "xx" } }
Dir.mkdir("g/d")
File.open("g/d/e.c", "w") { }
p Dir.glob("g/*.{c,h}").sort
p Dir.glob("g/{a,ab}.*").sort
p Dir.glob("g/{*.c,d/*.c}").sort
p Dir.glob("g/**/*.c").sort
p Dir.glob("g/[a-b]*").sort
p Dir.glob("g/?.?").sort
p Dir.glob(["g/*.rb", "g/*.txt"]).sort
p Dir.glob("g/nope/*")
p Dir.glob("g/d")
p Dir.glob("g/d/")
s = File.stat("g/a.c")
p [s.size, s.file?, s.directory?, s.zero?, s.size?]
p File.stat("g/d").directory?
p File.stat("g/d/e.c").zero?
p File.stat("g/d/e.c").size?
p((s <=> File.stat("g/a.c")))
p s.mtime.class
begin
  File.stat("g/missing")
rescue Errno::ENOENT => e
  puts e.message
end
p File.ftype("g")
p Dir.entries("g").sort
