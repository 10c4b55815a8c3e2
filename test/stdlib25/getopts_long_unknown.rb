# getopts as 1.8.7's: long option names of one character are unknown, an
# unknown option stays first in ARGV (the whole cluster for -az), a value
# may be the next argument even if it starts with "-", --name=value
require 'getopts'
def g(argv, *spec)
  ARGV.replace(argv)
  r = getopts(*spec)
  p [argv, spec, r, %w(a b xx yy x q qq).map { |v| eval("$OPT_#{v}") }, ARGV]
  %w(a b xx yy x q qq).each { |v| eval("$OPT_#{v} = nil") }
end
g(%w(--xx 2), nil, "xx:")
g(%w(--xx=2), nil, "xx:")
g(%w(--xx), nil, "xx:")
g(%w(--yy --xx 2), nil, "xx:", "yy")
g(%w(--xx 2 -a), "a", "xx:5")
g(%w(-a), "a", "xx:5")
g(%w(--x), nil, "x")
g(%w(--x), "x")
g(%w(--x 2), "b", "x:")
g(%w(--x=1 --yy), nil, "x:1", "yy")
g(%w(--yy), nil, "yy", "x:1")
g(%w(--xx --yy), "x", "xx", "yy")
g(%w(--q), "a", "qq")
g(%w(--qq), "a", "qq", "qr")
g(%w(-b -a), "ab:")
g(%w(-ba), "ab:")
g(%w(-b), "b:")
g(%w(-a -z), "a")
g(%w(-a -z x), "a")
g(%w(-a --zz x), "a")
g(%w(-az), "ab")
g(%w(-za), "ab")
g(%w(-a -b -c d), "ab")
g(%w(-- -a), "a")
g(%w(a -a), "a")
g(%w(-), "a")
