# bm_struct_attr.rb - Struct accessors, to_a, ==, []; attr_accessor reads and writes
S = Struct.new(:a, :b, :c)
class C; attr_accessor :a, :b; def initialize; @a = 1; @b = 2; end; end
n = 0
s = S.new(1, 2, 3)
c = C.new
600_000.times do |i|
  s.a = i; s.b += 1
  n += s.a + s.c
  c.a = i; c.b = c.a + 1
  n += c.b
end
30_000.times { n += S.new(1, 2, 3).to_a.size; n += 1 if s == s; n += s[1] }
p n
