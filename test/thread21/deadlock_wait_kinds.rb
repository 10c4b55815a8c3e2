# a deadlock report lists each kind of wait: Queue#pop, Thread.stop with a
# Mutex held, joins, Mutex#lock, ConditionVariable#wait, a full
# SizedQueue#push; then main's rescue sees fatal (child: addresses masked)
require 'thread'
r, w = IO.pipe
pid = fork do
  r.close
  $stderr.reopen(w)
  $stdout.reopen(w)
  m = Mutex.new
  q = Queue.new
  cv = ConditionVariable.new
  a = Thread.new { q.pop }
  b = Thread.new { m.lock; Thread.stop }
  Thread.pass
  d = Thread.new { b.join }
  e = Thread.new { m.lock }
  f = Thread.new { n = Mutex.new; n.synchronize { cv.wait(n) } }
  g = Thread.new { sq = SizedQueue.new(1); sq << 1; sq << 2 }
  Thread.pass
  begin
    a.join
  rescue Exception => x
    p x.class, x.message
  end
  p [a, b, d, e, f, g].map {|t| t.status }
  p Thread.main.status
end
w.close
out = r.read
Process.wait(pid)
puts out.gsub(/0x[0-9a-f]+/, "0xX")
p $?.exitstatus
