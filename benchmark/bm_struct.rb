# bm_struct.rb - Struct creation, member reads and writes
Pt = Struct.new(:x, :y, :z)
p1 = Pt.new(1, 2, 3)
sum = 0
i = 0
while i < 500_000
  q = Pt.new(i, 1, 2)
  q.x += p1.y
  q[:z] = q.y + 1
  sum += q.x + q[2] - p1.z
  i += 1
end
p sum
