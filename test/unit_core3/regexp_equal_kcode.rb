# Regexp#== compares source, the i/x/m options and a fixed kcode (an unfixed
# regexp counts as kcode none); equal regexps hash alike (usable as Hash keys)
%w(n u).each do |k|
  $KCODE = k
  rs = [/a/, /a/n, /a/u, /a/e, /a/s, Regexp.new("a", nil, "n"), Regexp.new("a", nil, "u"), /a/i, /a/in, /a/x, /a/m]
  p rs.map { |a| rs.map { |b| a == b ? 1 : 0 }.join }
  p rs.map { |a| rs.map { |b| a.eql?(b) ? 1 : 0 }.join }
  p rs.map { |a| rs.map { |b| a == b && a.hash != b.hash ? 1 : 0 }.join }
  p rs.map { |r| [r.options, r.kcode, r.inspect] }
end
r = /a/; $KCODE = "u"
p [r == /a/u, r == /a/n]
r =~ "a"
p [r == /a/u, r == /a/n, r.kcode]
$KCODE = "u"; r2 = Regexp.new("a")
p [r2 == /a/u, r2 == /a/n]
h = { /a/ => 1 }
p [h[/a/n], h[/a/u], h[/a/]]
p [/a/x.hash == /a/m.hash, /a/i.hash == /a/in.hash, /a/ix.hash == /a/xi.hash]
