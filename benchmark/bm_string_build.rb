# bm_string_build.rb - string appends, interpolation and slicing
s = ""
200_000.times do |i|
  s << "item #{i}, "
end
t = 0
0.step(s.size - 10, 9) { |k| t += s[k, 3].size }
p s.size, t
