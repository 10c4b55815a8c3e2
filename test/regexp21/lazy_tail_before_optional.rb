# a lazy *? or +? of a character in a loop body followed only by greedy
# optional characters other than it ("(a*?b?)*"): 1.8.7 runs it as the
# lazy tail of that body, greedy or atomic greedy by what follows the loop
require "helper"
[[/(a*?b?)*a/, %w(aab ab)], [/(a*?b?)*/, %w(ab aabab)], [/(a*?b?)*b/, %w(abab abb)], [/(a*?b?)*c/, %w(abc)],
 [/(a*?b*)*c/, %w(aabc)], [/(a*?c?)*a/, %w(aab)], [/(a+?b?)*a/, %w(aab)], [/(a*?b*)*a/, %w(aab)], [/(a*?b*)*/, %w(ab)],
 [/(a*?b?c?)*a/, %w(aab)], [/(a*?a?)*a/, %w(aab)], [/(x|a*?b?)*/, %w(aabab)], [/(a*?b?)+a/, %w(abab)]].each do |re, subjects|
  subjects.each { |s| show("#{re.inspect} #{s}") { m = s.match(re); m && [m.to_a, m.offset(0)] } }
end
show("gsub") { "aabab".gsub(/(a*?b?)*a/) { "<#{$&}>" } }
