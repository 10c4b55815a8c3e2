# set_trace_func turned on inside a method: the defs a raise or throw abandons
# give their "return" events at the jump's line, with their own locals
def tm
  set_trace_func proc { |e, f, l, id, b, k| printf "%s %d %s %s %s\n", e, l, id.inspect, k.inspect, (b ? eval("local_variables", b).sort.inspect : "") if e != "c-call" && e != "c-return" && e != "line" }
end
def rz(a)
  tm
  Integer("x")
end
def g(b)
  [1].each { |i| rz(1) }
  2
end
def h(c)
  g(1)
ensure
  p :ens
end
begin; h(3); rescue; end
set_trace_func nil
def th
  tm
  throw :q
end
def th2; th; 3; end
catch(:q) { th2 }
set_trace_func nil
def rz2; tm; raise "x"; end
def rz3; rz2; end
x = Class.new { define_method(:dm) { rz3 } }.new
begin; x.dm; rescue; end
set_trace_func nil
