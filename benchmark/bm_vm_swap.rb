# bm_vm_swap.rb - multiple assignment swaps (`a, b = b, a`) and rotations
# of locals in a loop (YARV vm1_swap shape)
a = 1
b = 2
c = 3
i = 0
while i < 3_000_000
  a, b = b, a
  a, b, c = c, a, b
  x, y = i, i + 1
  i += 1
end
p [a, b, c, x, y]
