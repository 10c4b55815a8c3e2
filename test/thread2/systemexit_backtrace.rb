# the SystemExit the main thread gets from another thread: exit in a thread
# (its own backtrace), abort_on_exception (at the dying thread's line, in
# main's frame; main is asleep by then, so timing under qemu cannot move it)
# and Thread.main.kill (the killer's backtrace)
def w; sleep; end
t = Thread.new { Thread.stop; exit 3 }
Thread.pass until t.stop?
begin
  t.run
  w
rescue SystemExit => e
  p e.backtrace, e.status
end
t = Thread.new { Thread.stop
  raise "x" }
t.abort_on_exception = true
Thread.pass until t.stop?
begin
  Thread.new { Thread.pass until Thread.main.stop?; t.run }
  w
rescue SystemExit => e
  p e.backtrace
end
t = Thread.new { Thread.stop; Thread.main.kill }
Thread.pass until t.stop?
begin
  t.run
  w
rescue SystemExit => e
  p e.backtrace, e.message
end
