# bm_time_ops.rb - Time: Time.at, +, -, strftime, to_i, comparisons, Time.utc
n = 0
t0 = Time.at(1_000_000_000).utc
60_000.times do |i|
  t = t0 + i * 37
  n += t.strftime("%Y-%m-%d %H:%M:%S").size
  n += t.to_i % 7 + t.hour + t.yday
  n += 1 if t > t0
  n += (t - t0).to_i % 3
end
10_000.times { |i| n += Time.utc(2000, 1 + i % 12, 1 + i % 28).wday }
p n
