# ary[i] with local/literal operands in loops: negative and out-of-range
# indexes, subclasses, singleton [], Array#[] redefined midway, trace events
class Sub < Array; def [](i) [:sub, i] end end
a = [10, 20, 30]
s = Sub.new([1, 2])
t = [7, 8]
def t.[](i) [:single, i] end
h = {1 => :one}
i = -4
r = []
while i < 4
  r << [a[i], s[i], t[i], h[1], a[1], a[i % 3]]
  i += 1
end
p r
ev = []
set_trace_func proc { |e, f, l, id, b, k| ev << [e, l, id, k] if e =~ /c-/ }
x = a[1] + a[i - 6]
set_trace_func nil
p x, ev
i = 0
out = []
while i < 4
  out << a[i] << a[-1]
  class Array; def [](i) [:redef, i] end end if i == 1
  i += 1
end
p out
