# bm_small_arrays.rb - arrays of 0 to 16 elements created and dropped
# (the transient heap's benchmark)
sizes = (0..16).to_a
n = 0
i = 0
while i < 1_000_000
  a = Array.new(sizes[i % 17], i)
  b = [i, i]
  n += a.size + b.size
  i += 1
end
p n
