# what keeps a File's buffered output and read state as 1.8.7: read(0) and
# sync= write nothing yet, reopen(self) is a no-op, truncate keeps ungetc
# allowed and forgets the end of file
def sizes
  %w(r+ a+ w).map do |m|
    File.open('io.txt', 'w') { |g| g.write "line1\nline2\n" }
    f = File.open('io.txt', m)
    f.gets rescue nil
    f.write "xy"
    r = begin; yield f; rescue Exception; $!.class; end
    s = File.size('io.txt')
    f.close
    "#{m}: #{s} #{r.inspect}"
  end.join(", ")
end
puts "read(0) " + sizes { |f| f.read(0) }
puts "readpartial(0) " + sizes { |f| f.readpartial(0) }
puts "read_nonblock(0) " + sizes { |f| f.read_nonblock(0) }
puts "sync= " + sizes { |f| f.sync = true }
puts "sync= write " + sizes { |f| f.sync = true; f.write("a") }
puts "reopen self " + sizes { |f| f.reopen(f).path }
puts "read(1) " + sizes { |f| f.read(1) }
f = File.open('io.txt', "a+")
f.close
p((f.reopen(f) rescue $!))
g = File.open('io.txt')
g.gets
p g.reopen(g).gets, g.lineno

File.open('io.txt', 'w') { |g| g.write "line1\nline2\n\nline4" }
f = File.open('io.txt', 'r+')
p f.read
p f.read(0)
p f.eof?
p f.read(0)
p f.truncate(6)
p f.read(0)
p f.read(1)
p f.read(0)
f.close
f = File.open('io.txt', 'r+')
p f.read(1)
p f.truncate(0)
p f.read(0)
p f.eof?
p f.read(0)
f.close
f = File.open('io.txt', 'w+')
p f.read(0)
p f.eof?
p f.read(0)
p f.read(1)
p f.read(0)
f.close
r, w = IO.pipe
w.close
p r.read(0)
p r.eof?
p r.read(0)
File.open('io.txt', 'w') { |g| g.write "line1\nline2\n\nline4" }
f = File.open('io.txt', 'w+')
f.pos = 0
f.gets
f.pos = 2
p f.ungetc(4)
p f.truncate(2)
f.rewind
p((f.ungetc(2) rescue $!))
p f.read
