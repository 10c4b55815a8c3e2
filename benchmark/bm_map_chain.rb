# bm_map_chain.rb - chains of map/select/reject/inject with explicit
# blocks (no Symbol#to_proc) over small and mid-sized arrays
a = (1..1000).to_a
n = 0
600.times do
  n += a.map { |x| x * 2 }.select { |x| x % 3 == 0 }.map { |x| x + 1 }.reject { |x| x % 5 == 0 }.inject(0) { |s, x| s + x }
  b = []
  a.each_with_index { |x, j| b << x + j if j % 2 == 0 }
  n += b.map { |x| x - 1 }.inject(0) { |s, x| s + x }
  n += a.map { |x| [x, x.to_s] }.select { |x, s| s.size == 3 }.map { |x, s| x }.size
end
p n
