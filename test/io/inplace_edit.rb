# in-place editing ($-i / -i.bak): ARGF writes each file anew through $stdout
File.open("a.txt", "w") { |f| f.print "one\ntwo\n" }
File.open("b.txt", "w") { |f| f.print "three\n" }
File.chmod(0640, "b.txt")
p $-i
$-i = ".bak"
p $-i
ARGV.replace(["a.txt", "b.txt"])
while line = gets
  print line.upcase
end
out = $stdout
$stdout = STDOUT
p out.class
out.close
p File.read("a.txt"), File.read("b.txt")
p File.read("a.txt.bak"), File.read("b.txt.bak")
printf("%o\n", File.stat("b.txt").mode & 0777)
$-i = ""
ARGV.replace(["a.txt"])
while line = gets
  print line.downcase
end
$stdout.close
$stdout = STDOUT
p File.read("a.txt")
p Dir["*.txt*"].sort
$-i = nil
p $-i
