require 'timeout'
r, w = IO.pipe
begin
  Timeout.timeout(0.2) { r.readpartial(5) }
rescue Exception => e
  p e.class
end
w.print "abc"
p r.readpartial(5)
begin
  Timeout.timeout(0.2) { r.gets }
rescue Exception => e
  p e.class
end
w.print "def\n"
p r.gets
begin
  Timeout.timeout(0.2) { r.read(10) }
rescue Exception => e
  p e.class
end
w.print "ghi"
p r.sysread(10) rescue p $!
w.print "x\n"
p r.readpartial(100)
w.close
p((r.readpartial(1) rescue $!.class))
r2, w2 = IO.pipe
t = Thread.new { sleep 0.1; w2.write "hi"; w2.close }
p r2.read
t.join
r3, w3 = IO.pipe
t = Thread.new { r3.read(3) }
sleep 0.1
w3.write "abcd"
p t.value
p r3.readpartial(10)
