# --utf8mac-input as 1.8.7: a kana and a combining (semi-)voiced mark as one,
# the character after such a pair lost, a mark after anything else kept
require 'nkf'
d = "\xe3\x82\x99"; h = "\xe3\x82\x9a"
ka, a, ha, u, hi, ta, x = "\xe3\x81\x8b", "\xe3\x81\x82", "\xe3\x81\xaf", "\xe3\x82\xa6", "\xe3\x81\xb2", "\xe3\x81\x9f", "x"
[[a, d], [ha, h], [u, d], [ka, d, ka, d], [ka, d, u, d], [u, d, ka, d], [hi, d], [x, d], [ka, x, d], [ka, d, x], [ta, d, ta, d, ta, d], [d], [d, d], [ka, d, d]].each do |a|
  s = a.join
  p [a.map { |c| {d => "D", h => "H", ka => "ka", a => "a", ha => "ha", u => "u", hi => "hi", ta => "ta", x => "x"}[c] }.join("+"), NKF.nkf("--utf8mac-input -w", s)]
end
