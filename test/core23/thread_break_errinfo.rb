# 1.8.7: a break out of a thread's body while $! is set (an ensure run by
# a raise or an uncaught throw) ends the thread as dying of $!
def v(&b)
  t = Thread.new(&b)
  r = (t.value rescue $!)
  r = "#{r.class}: #{r.message.sub(/0x[0-9a-f]+/, 'ADDR')}" if r.is_a?(Exception)
  p [r, t.status]
end
v { begin; raise "x"; ensure; break 3; end }
v { $! = RuntimeError.new("q"); break 5 }
v { begin; raise "y"; ensure; $! = nil; break 7; end }
v { begin; throw :z, 1; ensure; break 15; end }
v { begin; Thread.current.kill; ensure; break 16; end }
v { begin; raise "x"; rescue; break 4; end }
v { [1].each { begin; raise "x"; ensure; break 3; end }; 5 }
v { $! = RuntimeError.new("q"); 5 }
t = Thread.new { begin; raise "j"; ensure; break 3; end }
p((t.join rescue $!))
