# bm_vm_poly_method.rb - one call site meeting objects of four classes
# (YARV vm2_poly_method shape), plus a subclass inheriting the method
class A; def m; 1; end; end
class B; def m; 2; end; end
class C; def m; 3; end; end
class D < C; end
objs = [A.new, B.new, C.new, D.new]
i = 0
n = 0
while i < 3_000_000
  n += objs[i & 3].m
  i += 1
end
p n
