# Date#strftime with random conversions and flags, and Date._parse of its usual renderings
require 'date'
srand(7)
convs = %w(a A b B c C d D e F g G h H I j k l L m M N p P Q r R s S T u U v V w W x X y Y z Z + %)
flags = ['', '-', '_', '0', '^', '#', '10', '-3', '_5', ':', '::']
out = []
200.times do
  y = rand(4000) - 1000
  d = DateTime.new(y, rand(12) + 1, rand(28) + 1, rand(24), rand(60), rand(60), Rational(rand(49) - 24, 48))
  fmt = (1..4).map { "%#{flags[rand(flags.size)]}#{convs[rand(convs.size)]}" }.join('|')
  out << [fmt, d.strftime(fmt)]
  [d.to_s, d.strftime('%c'), d.strftime('%a, %d %b %Y %H:%M:%S %z'), d.strftime('%Y%m%dT%H%M%S'), d.strftime('%x %X'), d.strftime('%B %e, %Y %l:%M %p')].each do |s|
    h = Date._parse(s)
    out << [s, h.keys.map { |k| k.to_s }.sort.map { |k| [k, h[k.to_sym]] }]
  end
end
puts out.map { |x| x.inspect }.join("\n")
