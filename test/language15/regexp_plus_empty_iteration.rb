# after + (and {1,}), 1.8.7 lets only a first iteration end empty, and only
# on the last alternative ("(a|)+" on "aa" keeps the last "a"; "(|a)+"
# never ends an iteration empty, so it does not match "" at all); the
# groups, their offsets, $1.., $+ and pre_match follow
def show(re, s)
  m = re.match(s)
  p [re, s, m && m.to_a, m && (0...m.size).map { |i| [m.begin(i), m.end(i)] }, m && m.pre_match]
end
subjects = ["", "a", "aa", "b", "ab", "ba", "aab", "xaa"]
[/(a|)+/, /(a|)+b/, /(a|){1,}b/, /(a|b|)+c/, /(a+|)+/, /(a|a?)+/, /(a|\b)+/,
 /(a?)+b/, /(a*)+b/, /(a?)+a+/, /(|a)+/, /(|a)+b/, /(|a|b)+/, /(b||a)+/,
 /(a?|b)+/, /(b|a?)+/, /(?:|a)+/, /(|a){1,}/, /(|$)+a/, /(|\b)+a/,
 /(x|\b)+a/, /((a)+|)+/, /(a(|ba?|[ab])*?||){1,}/, /((|^)|a?a+|a?$){1,}/,
 /(?:(?:[ab]|a+)a?|($))+/, /.(a+|.a+|)+/, /(a?a|a?)+/, /x(a|)+(b)/].each do |re|
  subjects.each { |s| show(re, s) }
end
# what still ends empty: one alternative at the end of the pattern
show(/(a?)+/, "aa")
show(/(a*)+/, "aa")
"xaab" =~ /(a|)+(b)/
p [$~.size, $1, $2, $+, $~.captures, $~.values_at(0, 2), $~.offset(1)]
p "aabab".scan(/(a|)+b/), "abxab".gsub(/(a|)+/) { "<#{$1}>" }, "abaab".split(/(b|)+a/)
p "aab".sub(/(a|b|)+/, '[\1]'), "xaaby".index(/(a|)+b/), $~ && $~[1]
require 'strscan'
s = StringScanner.new("aab xaa")
p s.scan(/(a|)+/), s[1], s.pos
p s.scan_until(/x(a|)+/), s[1], s.pos, s.pre_match
s = StringScanner.new("ab"); p s.match?(/((a)+|)+b/), s[1], s[2]
