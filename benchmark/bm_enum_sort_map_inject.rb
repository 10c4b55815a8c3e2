# bm_enum_sort_map_inject.rb - Array#sort_by, #map and #inject
a = (0...20_000).map { |i| (i * 7919) % 20_011 }
total = 0
20.times do
  s = a.sort_by { |x| -x }
  m = s.map { |x| x * 3 }
  total += m.inject(0) { |acc, x| acc + x }
  total += a.inject { |acc, x| acc > x ? acc : x }
end
p total
