# set_trace_func while loops run calls of 2+ arguments and Class#new: the
# c-call/c-return and call/return events with their lines and classes
class Foo
  def initialize(a, b) @a = a end
  def m(a, b) a end
end
ev = []
f = Foo.new(1, 2)
set_trace_func proc { |e, file, line, id, b, k| ev << [e, line, id, k] if e != "line" }
2.times do
  Array.new(2, 0)
  Foo.new(1, 2)
  f.m(3, 4)
  [1, 2, 3].insert(1, 9, 8)
end
set_trace_func nil
ev.each { |x| p x }
