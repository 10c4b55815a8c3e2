# bm_interp_build.rb - string interpolation of several kinds, <<, +, * and join
n = 0
name = "world"
300_000.times do |i|
  s = "hello #{name} number #{i} and #{i * 2.5} #{:sym} #{nil}"
  n += s.size
  t = "x" + name + "y"
  n += (t * 2).size
end
a = []
50_000.times { |i| a << "k#{i}" }
n += a.join(",").size
p n
