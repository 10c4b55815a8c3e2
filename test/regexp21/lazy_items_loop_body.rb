# several lazy items that may match empty in the body of a * or + loop,
# the last one a lazy tail ("(a*?b*?)*"): 1.8.7 runs the earlier ones
# greedy, and the tail greedy or atomic greedy as it does alone; a ?? tail
# that may take what an earlier one takes stays lazy with it
require "helper"
[[/(a*?b*?)*/, %w(ab aab ba)], [/(a*?b*?)*c/, %w(abc c ab)], [/(a??b??)*/, %w(ab b)], [/(?:a*?b*?)*/, %w(ab)],
 [/(a*?b*?)+/, %w(ba ab)], [/(a*?b*?)*a/, %w(aba ab)], [/(a*?b*?)*b/, %w(abab b)], [/(a*?c*?)*b/, %w(abc)],
 [/(a*?b*?)*$/, %w(bab)], [/(a*?b*?)*\z/, %w(abab)], [/(a??b*?)*$/, %w(ab)], [/(b+?\w+?)*/, %w(bba)],
 [/(a*?(b)*?)*/, %w(abab)], [/(a*?(b)*?)*b/, %w(abab)], [/(a*?(b)*?)*a/, %w(abab)], [/(x|a*?b*?)*a/, %w(aba)],
 [/(a*?a??){1,}c/, %w(aac)], [/(a*?a*?){1,}c/, %w(aac)], [/(a*?b??)*c/, %w(abc aabc)], [/(a??a*?)*c/, %w(aac)],
 [/(a*?a+?)*c/, %w(aac)], [/(a*?a*?)*/, %w(aac)], [/(a*?b*?){1,}c?/, %w(abab)]].each do |re, subjects|
  subjects.each { |s| show("#{re.inspect} #{s}") { m = s.match(re); m && [m.to_a, m.offset(0)] } }
end
show("scan") { "abcab".scan(/(a*?b*?)*/) }
show("gsub") { "abcab".gsub(/(a*?b*?)+/) { "<#{$&}>" } }
