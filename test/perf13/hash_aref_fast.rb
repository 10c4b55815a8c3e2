# hash[k] with a Fixnum or Symbol key a plain Hash holds is read in the
# evaluator (fast_binop); missing keys (defaults, default procs), other
# keys, subclasses, singleton methods and a redefined Hash#[] still call
h = {1 => :one, :two => 2, -3 => nil, "s" => "str", 1.0 => :float, nil => :nil}
p h[1], h[:two], h[-3], h["s"], h[1.0], h[nil], h[2], h[:three]
d = Hash.new(:dflt); d[5] = 6; p d[5], d[6], d[:x]
pr = Hash.new { |hh, k| hh[k] = k.to_s * 2 }; p pr[3], pr[:ab], pr.size
class Hash; end
class SubH < Hash
  def [](k) "sub#{k}" end
end
sh = SubH.new; sh[1] = 2; p sh[1]
s = {1 => 2}
def s.[](k) "single#{k}" end
p s[1]
class Hd < Hash
  def default(k) "default #{k}" end
end
p Hd.new[4]
big = {}
1000.times { |i| big[i] = i * 3; big[:"k#{i}"] = i }
t = 0; 1000.times { |i| t += big[i] + big[:"k#{i}"] }; p t
class Hash
  def default(k) "redefined default #{k}" end
end
p({}[7], {7 => 8}[7])
x = {1 => :a}
calls = []
set_trace_func proc { |ev, f, l, id, bnd, k| calls << [ev, id] if id == :[] && k == Hash }
x[1]
set_trace_func nil
p calls.size >= 2, calls.first
class Hash
  alias orig_aref []
  def [](k) "redefined #{k}" end
end
p x[1], x[2]
class Hash
  remove_method :[]
  alias [] orig_aref
end
p x[1], x[2]
ob = Object.new
def ob.hash; 1.hash; end
def ob.eql?(o) raise "eql? called" end
y = {ob => :obj}
p y[2], (y[ob] rescue $!.message)
