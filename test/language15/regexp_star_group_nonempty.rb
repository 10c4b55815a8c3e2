# in a repeated alternation, an alternative whose group may match empty
# ("(a+|)\b") does not end an iteration empty either: 1.8.7 keeps the
# groups of the last iteration that moved
def show(re, s)
  m = re.match(s)
  p [re, s, m && m.to_a, m && (0...m.size).map { |i| m.begin(i) }]
end
[/((a+|)\b|)*/, /(.){0,2}(|(|^[ab])^|^){1,}/, /(|)+/, /b(?:\b|(?:\b^||[ab])|)*/,
 /(x(b*a+|){0,2}|()?($a?)|\b[ab])*(|)+/, /((a+|)\b|c)+/, /x((a|b+)\b|)*y/].each do |re|
  ["", "a", "b", "aa", "ab", "ba", "aab", "abab", "bba", "xaaby", "abcd"].each { |s| show(re, s) }
end
p "abxab".gsub(/((a+|)\b|)*/) { "<#{$1}>" }, "aabab".scan(/((a+|)\b|)*/), "abaab".split(/((a+|)\b|)*/)
