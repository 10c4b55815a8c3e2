# bm_array_front_ops.rb - unshift, insert and delete_at at the front (and
# near it) of 10,000-element arrays
a = (1..10_000).to_a
b = (1..10_000).to_a
n = 0
i = 0
while i < 30_000
  a.unshift(i)
  a.delete_at(0)
  b.insert(1, i)
  n += b.delete_at(1)
  a.insert(0, i, i)
  a.delete_at(0)
  n += a.delete_at(0)
  i += 1
end
p n, a.size, b.size
