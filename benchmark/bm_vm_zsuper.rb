# bm_vm_zsuper.rb - super without arguments (zsuper) and with, in a chain
class A; def m(a, b) a + b end; def n(x) x * 2 end end
class B < A; def m(a, b) super end; def n(x) super(x) + 1 end end
class C < B; def m(a, b) super + 1 end end
o = C.new
i = 0
s = 0
while i < 1_000_000
  s += o.m(i, 1) + o.n(i)
  i += 1
end
p s
