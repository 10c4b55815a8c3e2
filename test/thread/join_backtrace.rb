# the exception Thread#join and #value re-raise: the thread's raise site, then
# the joiner's backtrace from the join (value) call itself, as 1.8.7
def m1; raise "boom"; end
t = Thread.new { m1 }
begin
  t.join
rescue => e
  p e.backtrace
end
begin
  t.value
rescue => e
  p e.backtrace
end
def j(t) t.join end
begin
  j(t)
rescue => e
  p e.backtrace
end
t2 = Thread.new { raise "x" }
t2.join
