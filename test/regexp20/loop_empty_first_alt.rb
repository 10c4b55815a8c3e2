# a loop ending the pattern, two alternatives, the first one group that
# matches empty last: where the second is taken, 1.8.7 leaves in that
# group what it caught empty there
require "helper"
["", "a", "b", "ab", "ba", "bab", "aab", "abba"].each do |s|
  show(s) do
    [/((a|)|b)*/, /((a|)|b)+/, /(?:(a|)|b)*/, /((a?)|b)*/, /((a*)|b)*/, /((a|)|(b))*/,
     /((ab|)|b)*/, /(([ab]|)|c)*/, /((b|)|a)*/, /((|a)|b)*/, /((a|)|b|c)*/, /((a|)|b)*$/].map { |re| s.match(re).to_a }
  end
end
show("scan") { "abba".scan(/((a|)|b)*/) }
