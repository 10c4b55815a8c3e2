# a lazy *?, +? or ?? ending the body of a group repeated by *, +, {0,} or
# {1,} runs as a greedy one in 1.8.7 when what follows the loop cannot
# start with what it matches; {m,n}? and a lazy item after another lazy
# one stay lazy
def show(re, s)
  m = re.match(s)
  p [re, s, m && m.to_a, m && (0...m.size).map { |i| m.begin(i) }]
end
subjects = ["", "a", "aa", "aab", "ab", "b", "xaa", "aac", "abab"]
[/(a*?)*/, /(a*?)+/, /(a*?)*b/, /(a+?)*/, /(a??)*/, /(?:a*?)*/, /((a*?))*/,
 /(b|a*?)*/, /x(a*?)*/, /(a*?)*c/, /(a*?)*$/, /(a*?){1,}/, /(ba+?)*/, /(.*?)*/,
 /(a{0,2}?)*c/, /(a*?a??){1,}c/, /(a*?){2}/, /(a*?)*?/].each do |re|
  subjects.each { |s| show(re, s) }
end
p "aab".scan(/(a+?)*/), "aabab".gsub(/(ab*?)*/) { "<#{$1}>" }
