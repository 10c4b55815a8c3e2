# strftime: a padded spec of width >= 100 at the start of the format (or
# of a NUL-separated part) gives "", elsewhere the buffer grows
t = Time.utc(2001, 2, 3, 4, 5, 6)
["%100Y", "%100Ya", "a%100Y", "%5Y%100Y", "%-100Y", "%_100d", "%99Y",
 "%99Y%2Y", "%50Y%50Y", "%1024Y\0%Y", "%99Y\0%100Y", "ab%8189Y", "ab%8190Y",
 "ab%9000Y", "x%-1100Y", "%10", "a%10", "%Y" * 300, "%c" * 100].each do |f|
  r = t.strftime(f)
  p [f.size > 20 ? f[0, 20] : f, r.size, r[0, 3], r[-5..-1]]
end
