# a thread that dies leaving the others stuck reports the deadlock: every
# thread left is listed, from the one after the dead one round to it, and
# the fatal error names the dying thread's line (run in a child: addresses)
require 'thread'
r, w = IO.pipe
pid = fork do
  r.close
  $stderr.reopen(w)
  q = Queue.new
  t0 = Thread.new { q.pop }
  t1 = Thread.new { Thread.pass; 1 }
  t0.join
end
w.close
out = r.read
Process.wait(pid)
puts out.gsub(/0x[0-9a-f]+/, "0xX")
p $?.exitstatus
