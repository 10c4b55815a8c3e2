# bm_sort_large.rb - sorting large arrays: Integer, String, sort_by, sort with block, min/max, uniq
srand(1)
a = (1..100_000).map { rand(1_000_000) }
s = a.map { |x| x.to_s }
n = 0
1.times do
  n += a.sort.first + a.sort { |x, y| y <=> x }.first
  n += s.sort.first.size + s.sort_by { |x| x.size }.last.size
  n += a.max + a.min + a.uniq.size
end
p n
