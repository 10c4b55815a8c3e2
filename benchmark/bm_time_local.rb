# bm_time_local.rb - Time in the local zone: Time.now, Time.at, localtime fields, strftime
n = 0
base = Time.at(1_000_000_000)
300_000.times do |i|
  t = Time.at(1_000_000_000 + i * 3607)
  n += t.hour + t.mday + t.yday + (t.dst? ? 1 : 0)
  n += t.strftime("%Y-%m-%d %H:%M").size
  n += 1 if t > base
end
100_000.times { n += Time.now.localtime.year > 2000 ? 1 : 0 }
p n
