# a lazy group ending the body of a * or + loop, when its own body never
# matches empty ("((a)*?)*"): 1.8.7 runs it greedy, or atomic greedy when
# what follows the loop can start with what it matches, as for a lazy
# character
require "helper"
[[/((a)*?)*a/, "aab"], [/((a)*?)*/, "aa"], [/((a)+?)*a/, "aab"], [/((a)+?)*/, "aa"], [/((a)*?)*b/, "aab"],
 [/((a)+?)*b/, "aab"], [/(x|(a)*?)*a/, "aab"], [/((?:a)*?)*a/, "aab"], [/((ab)*?)*a/, "ababa"], [/((a)??)*a/, "aab"],
 [/(b(a)*?)*a/, "baab"], [/((a)*?)*c/, "aac"], [/((a)*?)+a/, "aab"]].each do |re, s|
  show("#{re.inspect} #{s}") { r = Regexp.new(re.source); m = s.match(r); m && [m.to_a, m.offset(1)] }
end
show("scan") { "aabaa".scan(/((a)*?)*a/) }
