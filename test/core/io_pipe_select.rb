# IO.pipe, IO.select, syswrite/sysread/readpartial, IO.popen modes,
# read_nonblock-free edge cases of 1.8.7.
r, w = IO.pipe
p [r.class, w.class]
p [r.sync, w.sync]
p w.syswrite("hello ")
p w.write("world")
w.flush
p r.sysread(3)
p r.readpartial(100)
p IO.select([r], nil, nil, 0)
w.print "more\n"
w.flush
rs, ws, es = IO.select([r], [w], nil, 1)
p [rs == [r], ws == [w], es]
p r.gets
w.close
p r.read
p r.eof?
begin
  r.sysread(1)
rescue EOFError => e
  puts "#{e.class}: #{e.message}"
end
begin
  r.readpartial(1)
rescue EOFError => e
  puts "#{e.class}: #{e.message}"
end
p r.read(10)
p r.read
r.close
begin
  r.read
rescue IOError => e
  puts "#{e.class}: #{e.message}"
end
p r.closed?
r, w = IO.pipe
begin
  w.read
rescue IOError => e
  puts "#{e.class}: #{e.message}"
end
begin
  r.write "x"
rescue IOError => e
  puts "#{e.class}: #{e.message}"
end
w.write "abc"
begin
  w.sysread(1)
rescue IOError => e
  puts "#{e.class}: #{e.message}"
end
w.close
p r.sysread(2)
p r.sysread(2)
begin
  r.sysread(-1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
p r.sysread(0)
r.close
begin
  IO.select(nil, nil, nil, -1)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
p IO.select(nil, nil, nil, 0.01)
begin
  IO.select([1])
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
io = IO.popen("cat", "w+")
io.write "through cat\n"
io.close_write
p io.read
io.close
p $?.success?
IO.popen("echo abc", "r") { |f| p f.read }
p IO.popen("-") { |f| f ? f.read : (print "from the child"; $stdout.flush; exit!) } rescue p $!
r, w = IO.pipe
w.sync = false
w << "buffered"
p IO.select([r], nil, nil, 0)
w.flush
p IO.select([r], nil, nil, 0).map { |a| a.size }
p r.readpartial(3)
p r.readpartial(30)
r.close; w.close
p IO.pipe.map { |i| i.fileno > 2 }
