# an alternative of a loop that is itself a * loop whose body may match
# empty: 1.8.7 never ends its iterations empty, so it matches something or
# the next alternative is tried ("((a|)*|b)*" on "b" matches "b")
require "helper"
["", "a", "b", "ab", "ba", "bba", "abc", "cab"].each do |s|
  show(s) do
    [/((a|)*|b)*/, /((a|)*|b)+/, /((a|)*|b)*c/, /(x(a|)*|b)*/, /((ab?|)*|b)*/, /((a|)*|(b))*/,
     /(?:(a|)*|b)*/, /((a|b|)*|c)*/, /((a|){0,}|b)*/, /((a*)*|b)*a/, /((a?|)*|b)*b/].map { |re| s.match(re).to_a }
  end
end
show("scan") { "abcab".scan(/((a|)*|b)+/) }
