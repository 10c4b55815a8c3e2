# bm_vm_literals.rb - string, array and hash literals; polymorphic calls
class A; def v; 1; end; end
class B; def v; 2; end; end
class C; def v; 3; end; end
objs = [A.new, B.new, C.new]
n = 0
i = 0
while i < 600_000
  s = "literal"
  a = [i, s, nil]
  h = {:k => i}
  n += objs[i % 3].v + a.size + h[:k] % 2 + s.size
  i += 1
end
p n
