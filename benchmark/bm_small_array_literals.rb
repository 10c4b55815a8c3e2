# bm_small_array_literals.rb - arrays of 1 to 16 elements from literals,
# created and dropped (the transient heap's benchmark)
i = 0
n = 0
while i < 1_000_000
  a = [i]
  b = [i, i, i, i]
  c = [i, i, i, i, i, i, i, i]
  d = [i, i, i, i, i, i, i, i, i, i, i, i, i, i, i, i]
  n += d.size
  i += 1
end
p n
