# bm_array_uniq_flatten.rb - Array#uniq, #flatten, #include?, #index,
# #sort_by, #compact, #-, #& and #| on mid-sized arrays
a = (0...2_000).map { |i| (i * 7919) % 1_000 }
nested = (0...200).map { |i| [i, [i + 1, [i + 2, nil]], i.to_s] }
strs = a.map { |x| "v#{x % 300}" }
n = 0
N = 120
N.times do
  n += a.uniq.size
  n += strs.uniq.size
  n += nested.flatten.size
  n += nested.flatten.compact.size
  n += 1 if a.include?(999)
  n += 1 if strs.include?("v299")
  n += a.index(998) || 0
  n += a.sort_by { |x| -x }.first
  n += (a - [1, 2, 3]).size
  n += (a & strs.map { |s| s[1..-1].to_i }).size
  n += (a | [5000, 5001]).size
end
p n
