# set_trace_func turned on inside a method: the "return" events of the methods
# already running (def and define_method), on normal returns, return and break
def tm
  set_trace_func proc { |e, f, l, id, b, k| printf "%s %d %s %s\n", e, l, id.inspect, (k.inspect =~ /^#/ ? "anon" : k.inspect) }
end
def rt
  tm
  return 5
  1
end
def br
  [1].each { tm; break }
  :after
end
def yl
  tm
  yield
end
def emp; end
def ob
  emp
  tm
end
def bl
  [1].each { return tm }
end
def outer
  tm
  :x
end
outer
set_trace_func nil
rt
set_trace_func nil
br
set_trace_func nil
yl { 1 }
set_trace_func nil
ob
set_trace_func nil
bl
set_trace_func nil
x = Class.new { define_method(:dm) { tm; 1 } }.new
x.dm
set_trace_func nil
class Foo
  tm
end
set_trace_func nil
