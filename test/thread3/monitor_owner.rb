# Monitor as 1.8.7: a thread that dies inside it keeps it (others wait
# forever, try_enter fails); an object whose initialize skipped super has
# no count (NoMethodError); ConditionVariable errors show 1.8.7's frames.
require 'monitor'
def bt(e) e.backtrace.map { |l| l.sub(/\A.*monitor\.rb:\d+/, "monitor.rb") } end
m = Monitor.new
t = Thread.new { m.mon_enter }
t.join
p m.mon_try_enter
w = Thread.new { m.synchronize { :entered } }
Thread.pass until w.stop?
p w.status
begin
  m.mon_exit
rescue ThreadError => e
  p [e.class, e.message]
end

class NoSuper
  include MonitorMixin
  def initialize; end
end
[:mon_enter, :mon_try_enter].each do |meth|
  begin
    NoSuper.new.send(meth)
  rescue NoMethodError => e
    p [meth, e.message]
  end
end

c = Monitor.new.new_cond
[:wait, :signal].each do |meth|
  begin
    c.send(meth)
  rescue ThreadError => e
    p [meth, e.message]
    puts bt(e)
  end
end
