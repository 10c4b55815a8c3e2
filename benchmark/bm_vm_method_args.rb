# bm_vm_method_args.rb - methods with 0 to 4 parameters, default values,
# a rest parameter and a block parameter (YARV vm2_method / vm1_unif shapes)
def m0; 0; end
def m2(a, b) a end
def m4(a, b, c, d) d end
def mopt(a, b = 2, c = 3) c end
def mrest(a, *r) r.size end
def mblk(a, &b) a end
i = 0
n = 0
while i < 1_000_000
  n += m0 + m2(1, i) + m4(1, 2, 3, 4) + mopt(1) + mopt(1, 2, 4)
  n += mrest(1, 2, 3) + mblk(1)
  i += 1
end
p n
