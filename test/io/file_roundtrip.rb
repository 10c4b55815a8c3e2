# Writing and reading back a file: gets, each_line, read, pos, eof.
File.open("rt.txt", "w") { |f| f.puts "one", "two"; f.print "three" }
p File.size("rt.txt")
f = File.open("rt.txt")
p f.gets
p f.pos
p f.read(2)
p f.eof?
p f.readlines
p f.eof?
p f.gets
f.rewind
p f.each_line.to_a.size
f.close
p f.closed?
p File.exist?("rt.txt")
p File.delete("rt.txt")
p File.exist?("rt.txt")
File.open("rt2.txt", "w+") do |g|
  g.write "hello world"
  g.seek(6)
  p g.read
  g.seek(0, IO::SEEK_SET)
  g.write "J"
  g.rewind
  p g.read
end
p IO.readlines("rt2.txt")
p File.open("rt2.txt", "a") { |g| g << "!"; g.pos }
p File.read("rt2.txt")
File.unlink("rt2.txt")
