# the lazy tail of a loop body after another lazy item that never matches
# empty: 1.8.7 still runs the tail greedy (or atomic greedy when what
# follows can start with it)
require "helper"
["", "ba", "bba", "bbac", "aab", "aaa", "abab", "xab"].each do |s|
  show(s) do
    [/(b+?\w+?)*/, /(b+?a+?)*/, /(a+?a*?)*/, /(a+?a+?)*/, /(.+?.+?)*/, /(b+?\w+?)*c/, /(x+?\w+?)*$/,
     /(a+?b+?)+/].map { |re| s.match(re).to_a }
  end
end
