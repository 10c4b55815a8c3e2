# (c) N threads (default 1,000) each doing a little work.
# usage: bm_many_threads.rb N
n = (ARGV[0] || 1000).to_i
ths = (1..n).map { |i| Thread.new(i) { |k| s = 0; 100.times { |j| s += j * k }; s } }
sum = ths.inject(0) { |a, t| a + t.value }
raise "wrong sum" unless sum == 4950 * n * (n + 1) / 2
puts "ok #{n}"
