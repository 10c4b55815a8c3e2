# bm_vm_not_neq.rb - `!x`, `not x`, `x != y` and unless on Fixnums, nil and
# objects in a loop (YARV vm1_not / vm1_neq shapes)
obj = Object.new
i = 0
n = 0
while i < 3_000_000
  n += 1 if !(i & 1 == 0)
  n += 1 if i != 7
  n += 1 unless obj != obj
  n += 1 if not nil
  i += 1
end
p n
