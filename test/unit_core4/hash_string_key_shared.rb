# a String key is stored as its frozen shared copy (rb_str_new4): the same string gives the same key object, as 1.8.7 (Marshal links it)
s = "shared"
h = {s => 1}; g = {s => 2}
p h.keys[0].equal?(g.keys[0]), h.keys[0].frozen?, h.keys[0].equal?(s)
s << "x"
k = {s => 3}
p k.keys[0].equal?(h.keys[0]), k.keys[0]
t = "abc"; u = t.dup; h2 = {t => 1, u => 2}; p h2.size
v = "q"; a = {v => 1}; b = {}; b[v] = 2; c = Hash[v, 3]; d = {}; d.store(v, 4)
p [a, b, c, d].map { |x| x.keys[0].equal?(a.keys[0]) }
w = "w"; x = w.clone; p({w => 1}.keys[0].equal?({x => 1}.keys[0]))
y = "y"; y2 = y[0, 1]; p({y => 1}.keys[0].equal?({y => 1}.keys[0]))
z = "zz"; fz = z.dup.freeze; p({fz => 1}.keys[0].equal?(fz))
m = "m"; h3 = {m => 1}; m.replace("m"); p({m => 1}.keys[0].equal?(h3.keys[0]))
n = "n" * 100; h4 = {n => 1}; p({n => 1}.keys[0].equal?(h4.keys[0]))
s1 = "shared"; a1 = [s1]; h1 = {s1 => a1}
p Marshal.dump([h1, {s1 => 0}])
s = "a"; s.instance_variable_set(:@x, 1); p({s=>1}.keys[0].instance_variables)
s = "a".taint; p({s=>1}.keys[0].tainted?)
class MyS < String; end
s = MyS.new("a"); k = {s=>1}.keys[0]; p k.class, k.frozen?
s = "abc"; h = {s => 1}; s << "d"; p h.keys, s, h["abc"]
s = "abc"; h = {s => 1}; s.upcase!; p h.keys, s
s = "abc"; h = {s => 1}; t = s.dup; p h.keys[0].equal?({t => 1}.keys[0])
s = "abc"; h = {s => 1}; s.freeze; p h.keys[0].equal?(s)
s = "abc"; h = {s => 1}; s.taint; p h.keys[0].tainted?, {s => 2}.keys[0].tainted?, h.keys[0].tainted?
