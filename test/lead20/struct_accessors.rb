# Struct member readers and writers: aliases, bind, frozen, subclasses, 12 members
def try; yield; rescue => e; "#{e.class}: #{e.message}"; end
S = Struct.new(:a, :b, :c, :d, :e, :f, :g, :h, :i, :j, :k, :l)
class S; alias x a; alias y l; alias x2 a=; alias y2 l=; end
s = S.new(*(1..12).to_a)
p s.x, s.y
p s.send(:x2, 5), s.a
p s.y2(7), s.l
p s.method(:a).call, s.method(:l).unbind.bind(s).call
p s.j, s.k, (s.j = :jj), (s.k = :kk), s.to_a
class Sub < S; def a; super * 2; end; def k=(v); super(v.to_s); end; end
u = Sub.new(*(1..12).to_a)
p u.a, (u.k = 3), u.k, u.l
s.freeze
p try { s.a = 1 }, try { s.l = 2 }, try { s.x2(3) }, s.a
T = Struct.new(:a)
p try { S.instance_method(:a).bind(T.new(1)).call }
p try { s.a(1) }, try { s.send(:a=) }, try { s.send(:l=, 1, 2) }
V = Struct.new(:v0, :v1, :v2, :v3, :v4, :v5, :v6, :v7, :v8, :v9, :v10)
v = V.new
v.v9 = 9; v.v10 = 10; v.v0 = 0
p v.to_a, v.v9, v.v10
W = Struct.new("Wnamed", :x) { def y; x + 1; end }
w = W.new(4)
p w.y, W.members, w.x
w.x += 1
p w
