# sleep in one thread does not block the others; fork keeps only the
# calling thread; thread-local $! and per-thread safe level; priorities.
t0 = Time.now
sleeper = Thread.new { sleep 0.3; :slept }
n = 0
worker = Thread.new { 20.times { n += 1; sleep 0.001 }; n }
p worker.value
p((Time.now - t0) < 0.25)
p sleeper.value

# $! is per thread
begin
  raise "main error"
rescue
  inner = Thread.new { $!.inspect }.value
  p inner
  p $!.message
end

# fork keeps only the calling thread
bg = Thread.new { sleep }
Thread.pass until bg.stop?
rd, wr = IO.pipe
pid = fork do
  rd.close
  wr.puts [Thread.list.size, Thread.main == Thread.current, bg.alive?].inspect
  wr.close
  exit! 0
end
wr.close
p eval(rd.read)
Process.wait(pid)
bg.run
bg.join

# a thread started from a thread started from a fork
rd, wr = IO.pipe
pid = fork do
  rd.close
  v = Thread.new { Thread.new { 6 * 7 }.value }.value
  wr.puts v
  exit! 0
end
wr.close
p rd.read.to_i
Process.wait(pid)

# priority is kept
t = Thread.new { Thread.stop }
Thread.pass until t.stop?
t.priority = 3
p t.priority
t.run
t.join

# safe level is per thread
p Thread.new { $SAFE = 1; $SAFE }.value
p $SAFE

# Thread.critical blocks switching until it is reset
order = []
Thread.critical = true
x = Thread.new { order << :x }
order << :main
Thread.critical = false
x.join
p order
