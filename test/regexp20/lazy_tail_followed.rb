# a *? or +? ending the body of a * or + loop, when what follows the loop
# can start with what it matches: 1.8.7 runs it as an atomic greedy one
require "helper"
%w(aab aa a aaa b baab xaa).each do |s|
  show(s) do
    [/(a*?)*a/, /(a+?)*a/, /(a*?)+a/, /(a*?|b)*a/, /(ba*?)*a/, /(.*?)*a/, /(\w*?)+b/,
     /(?:a*?)*a/, /(a*?)*(a)/, /(a*?)*[ab]/, /(b*?|)*b+/, /(a+?){0,}a+/, /(a??)*a/].map { |re| s.match(re).to_a }
  end
end
show("scan") { "aabaa".scan(/(a*?)*a/) }
show("gsub") { "aabaa".gsub(/(a+?)*a/, "<\\&>") }
