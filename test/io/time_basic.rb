# Time: construction in UTC, fields, arithmetic, to_s, strftime, comparison.
t = Time.utc(2000, 1, 2, 3, 4, 5)
p t
p [t.year, t.mon, t.day, t.hour, t.min, t.sec, t.wday, t.yday]
p t.utc?
p t.zone
p t.to_i
p t.to_a
p t + 60
p((t + 0.5).usec)
p t - Time.utc(2000, 1, 1)
p t - 86400
p t.strftime("%Y-%m-%d %H:%M:%S %Z %j %%")
p Time.utc(2000, "feb", 29).strftime("%b %e %a")
p Time.at(0).utc
p Time.at(1.25).usec
p Time.utc(2000) < Time.utc(2001)
p Time.utc(2000) == Time.utc(2000)
p Time.utc(2000).eql?(Time.utc(2000))
p Time.gm(1999, 12, 31, 23, 59, 59).succ
p Time.now.class
p Time.utc(2000, 1, 1).localtime.utc_offset
begin
  Time.utc(2000, 13)
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
begin
  t + t
rescue TypeError => e
  puts "#{e.class}: #{e.message}"
end
p Time.local(2000, 1, 1).to_s
