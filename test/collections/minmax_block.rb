# Enumerable#minmax yields each compared pair as one Array (min/max
# yield two values).
p((1..4).minmax { |*a| p a; a[0][0] <=> a[0][1] })
p([3, 1, 2].min { |*a| p a; a[0] <=> a[1] })
p([3, 1, 4].minmax { |a, b| b <=> a })
begin
  (1..3).minmax { |*a| a.last }
rescue NoMethodError => e
  puts e.message
end
