# Kconv's encoding regexps as 1.8.7 writes them (their source, layout
# included, and options) and what they match
require 'kconv'
%w(RegexpShiftjis RegexpEucjp RegexpUtf8).each do |c|
  r = Kconv.const_get(c)
  p [c, r.source, r.options, r.inspect.size]
end
p ["abc".iseuc, "\xa4\xa2".iseuc, "\xa4".iseuc, "\x82\xa0".issjis, "\x82".issjis, "\xe3\x81\x82".isutf8, "\xff".isutf8, "\xf4\x8f\xbf\xbf".isutf8].map { |m| m && m[0] }
