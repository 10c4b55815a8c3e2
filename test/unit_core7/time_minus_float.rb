# Time - Time: seconds plus the microseconds times 1e-6, rounded as 1.8.7's doubles are
x = Time.utc(1997, 1, 1)
[954512, 1, 999999, 123457, 500000, 333333].each do |u|
  y = Time.at(x.to_i - 1, u)
  p [y - x, x - y, (y + 0.1) - x, Time.at(5, u) - Time.at(3, 999999 - u)]
end
srand(4)
a = Array.new(20) { Time.at(rand(2**31), rand(10**6)) }
a.each_cons(2) { |s, t| p [s - t, t.to_f - s.to_f] }
