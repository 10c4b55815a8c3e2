# bm_hash_default_proc.rb - Hash with default procs (memo), Hash.new(0) counting, nested hashes, each_pair, sort_by values
fib = Hash.new { |h, k| h[k] = k < 2 ? k : h[k - 1] + h[k - 2] }
n = 0
words = %w[a bb ccc a bb a dddd eeeee a bb]
3_000.times do |i|
  fib.clear if i % 10 == 0
  n += fib[80] % 1000
  cnt = Hash.new(0)
  words.each { |w| cnt[w] += 1 }
  n += cnt.sort_by { |k, v| -v }.first[1]
  nest = Hash.new { |h, k| h[k] = {} }
  20.times { |j| nest[j % 4][j] = j }
  nest.each_pair { |k, v| n += v.size }
end
p n
