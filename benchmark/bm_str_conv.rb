# bm_str_conv.rb - String <-> number conversions: to_f, to_i, Float(), Integer#to_s, Float#to_s
n = 0.0
strs = %w(3.25 -17.5 0.001 123456.789 42 1e3 2.5e-3 -0.0 99999.99999)
150_000.times do |i|
  s = strs[i % 9]
  n += s.to_f
  n += s.to_i
  n += i.to_s.size + (i * 7).to_s(16).size
end
40_000.times { |i| n += Float("#{i}.5") + (i * 0.25).to_s.size }
p n
