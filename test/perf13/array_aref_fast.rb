# ary[i] with a Fixnum is read in the evaluator for a plain Array
# (fast_binop): every index, shared and shifted buffers, and what must still
# be a call (subclasses, singleton methods, Array#[] redefined or removed,
# set_trace_func, other index types)
a = [10, 20, 30, 40]
p [a[0], a[3], a[4], a[-1], a[-4], a[-5], a[100], a[-100]]
p [][0], [][-1], [nil][0]
b = (1..20).to_a; 5.times { b.shift }; p b[0], b[-1], b[14], b[15]
c = b[2..6]; p c[0], c[4], c[5], c[-5], c[-6]
big = Array.new(50) { |i| i * i }; p big[49], big[25], big[-50]
p a[1.9], a[2**70] rescue p $!.class
begin; a[nil]; rescue TypeError => e; p e.class; end
begin; a[:x]; rescue TypeError => e; p e.message; end
p a[1..2], a[-2..-1], a[5..6]
s = 0; i = 0; while i < 1000; s += big[i % 50]; i += 1; end; p s
class SubA < Array
  def [](i) "sub#{i}" end
end
sa = SubA.new; sa << 1; p sa[0]
d = [1, 2, 3]
def d.[](i) "single#{i}" end
p d[0], [1, 2, 3][0]
x = [5, 6, 7]
calls = []
set_trace_func proc { |ev, f, l, id, bnd, k| calls << [ev, id] if id == :[] && k == Array }
x[1]
set_trace_func nil
p calls.size >= 2, calls.first
class Array
  alias orig_aref []
  def [](*args) "redefined #{args.inspect}" end
end
p x[0], x[-1]
class Array
  remove_method :[]
  alias [] orig_aref
end
p x[0], x[2], x[3], x[0, 2]
class Array
  remove_method :[]
end
begin; x[0]; rescue NoMethodError => e; p e.class; end
