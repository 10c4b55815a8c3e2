# statements of a sequence: each one's line for errors, __LINE__ and
# caller, line events of set_trace_func (also one started mid-sequence)
require "helper"
def seq
  a = __LINE__
  b = caller(0)[0][/\d+/]
  c = begin; raise "x"; rescue => e; e.backtrace[0][/:(\d+)/, 1]; end
  [a, b.to_i, c.to_i]
end
show("lines") { seq }
def raiser
  x = 1
  y = 2
  nil.foo
end
begin
  raiser
rescue NoMethodError => e
  p e.backtrace[0, 2].map { |l| l[/:\d+(:|$)/] }
end
ev = []
def body(ev)
  ev << :a
  set_trace_func proc { |e, f, l, m, b, k| ev << [e, l] if e == "line" }
  ev << :b
  ev << :c
  set_trace_func nil
  ev << :d
end
body(ev)
p ev
ev2 = []
set_trace_func proc { |e, f, l, m, b, k| ev2 << l if e == "line" }
q = 1
q += 1
q *= 3
set_trace_func nil
p ev2, q
x = 0
[1, 2].each do |i|
  x += i
  x *= 2
end
p x
