# an iteration of a repeated group whose alternative is several items that
# may each match empty ("a?b?") does not end empty either in 1.8.7: the
# groups are those of the last iteration that moved
def show(re, s)
  m = re.match(s)
  p [re, s, m && m.to_a, m && (0...m.size).map { |i| m.begin(i) }]
end
[/(a?b?)*c/, /(a?b?)*/, /((a|)b?|c)*/, /(a*b*)+c/, /((a?)(b?))*c/, /(x?(a|b)?)*y/,
 /(?:(a)?(b)?)*c/, /(a?b?|c)*d/].each do |re|
  ["", "a", "b", "ab", "abc", "bac", "xaabcy", "abcd", "xaby", "cc"].each { |s| show(re, s) }
end
p "abcabc".gsub(/(a?b?)*c/) { "<#{$1}>" }, "aabab".scan(/((a?)(b?))*/), "abcab".split(/(a?b?)*/)
