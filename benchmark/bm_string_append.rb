# bm_string_append.rb - string building: <<, +, interpolation, join
total = 0
400.times do |k|
  s = ""
  2000.times { |i| s << "a" << i.to_s }
  t = "#{k}:#{s.size}-#{s[0, 5]}"
  u = t + "/" + t
  parts = []
  500.times { |i| parts << "p#{i}" }
  total += s.size + u.size + parts.join(",").size
end
p total
