# Date._strptime / DateTime.strptime of random strftime renderings: number widths, centuries, seconds
require 'date'
srand(11)
convs = %w(a A b B C d D e F g G h H I j k l L m M N p P Q r R s S T u U v V w W x X y Y z Z %)
out = []
300.times do
  d = DateTime.new(rand(3000) + 1, rand(12) + 1, rand(28) + 1, rand(24), rand(60), rand(60), Rational(rand(49) - 24, 48))
  fmt = (1..3).map { "%#{convs[rand(convs.size)]}" }.join([' ', '-', '', '/'][rand(4)])
  s = d.strftime(fmt)
  h = Date._strptime(s, fmt)
  out << [fmt, s, h && h.keys.map { |k| k.to_s }.sort.map { |k| [k, h[k.to_sym]] }]
  t = (DateTime.strptime(s, fmt).to_s rescue $!.class)
  # only results that do not depend on today's date
  whole = h && (h[:seconds] || (h[:year] && h[:mon] && h[:mday]))
  out << t if whole && t.is_a?(String) && fmt !~ /%[aAuwVUWgGj]/
end
puts out.map { |x| x.inspect }.join("\n")
