require 'tempfile'
f = Tempfile.new("test-truncate")
f.print "abc"
f.truncate(0)
f.print "def"
f.close
p File.read(f.path)
f = Tempfile.new("test-truncate")
f.puts "abc"
f.puts "def"
f.close
f.open
p f.gets
f.truncate(3)
p f.gets
f = Tempfile.new("test-truncate")
f.print "abc"
f.truncate 10
p f.read
p f.pos
f.rewind
p f.read
f = File.open("tt.txt", "w+")
f.print "abcdef"
f.seek(2)
f.truncate(1)
p f.pos
f.print "Z"
f.close
p File.read("tt.txt")
f = File.open("tt.txt", "r")
p f.getc
f.ungetc(?Q)
p f.pos
p f.read
f.close
f = File.open("tt.txt", "r+")
p f.read(1)
f.ungetc(?A)
f.write("W")
f.close
p File.read("tt.txt")
File.open("tt.txt", "w") { |g| g.write "12345" }
File.open("tt.txt", "r+") { |g| g.gets; g.write("x"); p g.pos }
p File.read("tt.txt")
File.open("tt.txt") { |g| g.read(2); p g.tell; g.sysseek(0) rescue p $!; p g.sysread(2) rescue p $! }
File.open("tt.txt") { |g| p g.sysread(2); p g.read(2); p g.pos }
File.open("tt.txt", "a+") { |g| p g.pos; p g.read; g.print "E"; p g.pos; g.rewind; p g.read }
f = File.new("tt.txt")
p File.open("tt.txt").stat.size
p f.stat.mtime.class
s = (File::Stat.allocate rescue p($!))
p((s.size rescue $!))
p((File::Stat.new("nx") rescue $!))
p((File::Stat.new(1) rescue $!))
p((File.utime(-1, -1, "tt.txt") rescue $!))
p File.mtime("tt.txt").to_i
p File.utime(Time.at(-1.5), Time.at(2**31), "tt.txt")
p File.mtime("tt.txt").to_i
p File.atime("tt.txt").to_i
