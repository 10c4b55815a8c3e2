# Struct accessors answer by the name they were defined with: aliases and
# define_method copies of them read and write the same member.
S = Struct.new(:a, :B)
s = S.new(1, 2)
s.a = 5; s.B = 6; p s
class S; alias_method :zz=, :a=; alias_method :yy, :a; end
begin; s.zz = 3; p s; rescue NameError => e; p e.class, e.message, e.name; end
begin; p s.yy; rescue NameError => e; p e.class, e.message, e.name; end
T = Struct.new(:x)
class U < T; end
u = U.new(4); u.x = 9; p u, u.x, U.members
s.freeze
begin; s.a = 1; rescue => e; p e.class, e.message; end
p Struct.new("Named", :q).new(1).q
class S; define_method(:foo, instance_method(:a)); define_method(:bar=, instance_method(:a=)); end
s2 = S.new(7, 8)
begin; p s2.foo; rescue NameError => e; p e.class, e.message, e.name; end
begin; s2.bar = 1; p s2; rescue NameError => e; p e.class, e.message, e.name; end
p s2.method(:zz=).call(4) rescue p $!
p s2.send(:a=, 11), s2.__send__(:yy)
