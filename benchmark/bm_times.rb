# bm_times.rb - blocks: Integer#times, each, nested yields
sum = 0
1_000.times do |i|
  1_000.times { |j| sum += j }
end
[1, 2, 3, 4, 5].each { |x| 100_000.times { sum -= x } }
p sum
