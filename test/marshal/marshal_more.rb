# more Marshal corners: float strings, extended objects, nested user types, links
def d(label, obj)
  s = Marshal.dump(obj)
  puts "#{label}: #{s.inspect}"
  Marshal.load(s)
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
[1e-5, 123.456, 2.5e-308, 1.7976931348623157e308, 0.1 + 0.2, 1e15, 1e22, 5e-324, -1.5e-7, 12345678901234.5, 2.0**60, 1.0/7].each_with_index { |f, i| x = d("float#{i}", f); puts "  back #{x == f}" }
module M1; end
module M2; end
o = Object.new; o.extend(M1); o.extend(M2)
x = d(:two_ext, o); p (class << x; self; end).ancestors.first(3)
a = [1]; a.extend(M1)
x = d(:arr_ext, a); p x.is_a?(M1)
s = "s"; s.extend(M1); s.instance_variable_set(:@i, 1)
x = d(:str_ext_ivar, s); p [x.is_a?(M1), x.instance_variable_get(:@i)]
class SubH < Hash; def initialize; super; @tag = :t; end; end
h = SubH.new; h[1] = 2
x = d(:subhash_ivar, h); p [x.class, x.instance_variable_get(:@tag)]
h = Hash.new; h[:me] = h; h.default = h
x = d(:hash_default_self, h); p [x[:me].equal?(x), x.default.equal?(x)]
class Pt; attr_accessor :x; end
pt = Pt.new; pt.x = pt
x = d(:obj_self_ref, pt); p x.x.equal?(x)
shared = "sh"
x = d(:shared_in_obj, [shared, {shared => shared}]); p [x[0].equal?(x[1].keys[0]), x[0].equal?(x[1].values[0])]
sym_heavy = [:a, :b, :a, "a", :b, :c, :c]
d(:sym_links, sym_heavy)
class UD; def initialize(v); @v = v; end; attr_reader :v; def _dump(l); s = @v.to_s; s.instance_variable_set(:@x, 1); s; end; def self._load(s); new(s.instance_variable_get(:@x)); end; end
x = d(:udump_ivar, UD.new(5)); p x.v
class MD; def marshal_dump; self; end; def marshal_load(o); end; end
d(:mdump_self, MD.new) rescue p $!
class MD2; def marshal_dump; [self]; end; def marshal_load(a); @a = a; end; attr_reader :a; end
x = d(:mdump_self_arr, MD2.new); p x.a[0].class rescue p $!
u = UD.new(1)
x = d(:udump_twice, [u, u]); p x[0].equal?(x[1])
m = MD2.new
x = d(:mdump_twice, [m, m]); p x[0].equal?(x[1])
St = Struct.new(:a)
st = St.new; st.a = st
x = d(:struct_self, st); p x.a.equal?(x)
r = (1..2)
x = d(:range_twice, [r, r]); p x[0].equal?(x[1])
t = Time.at(0)
x = d(:time_twice, [t, t]); p x[0].equal?(x[1])
big = 2**70
x = d(:big_twice, [big, big]); p x[0].equal?(x[1])
f = 2.5
x = d(:float_twice, [f, f]); p x[0].equal?(x[1])
x = d(:class_twice, [String, String])
x = d(:regexp_twice, (re = /x/; [re, re])); p x[0].equal?(x[1])
x = d(:exception_twice, (e = RuntimeError.new("e"); [e, e])); p x[0].equal?(x[1])
x = d(:str_encodingless, "\xff\xfe")
d(:taint_kept, "x".taint)
p Marshal.load(Marshal.dump("x".taint)).tainted?
p Marshal.load(Marshal.dump(["x".taint]))[0].tainted?
p Marshal.load(Marshal.dump("y")).frozen?
p Marshal.load(Marshal.dump("z".freeze)).frozen?
