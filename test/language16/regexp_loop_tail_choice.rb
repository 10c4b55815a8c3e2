# in the body of a greedy * or + loop, 1.8.7 fails an iteration that ends
# with a choice still open where it ends: an alternation on a branch that is
# not its last which matched empty ("(a(|b))*" on "a" matches "", zero
# iterations); on its last branch, or with more pattern after it in the
# iteration, the iteration stands
def show(re, s)
  m = re.match(s)
  p [re, s, m && m.to_a, m && (0...m.size).map { |i| m.begin(i) }]
end
subjects = ["", "a", "ab", "aa", "abab", "ac", "abc", "xab", "ad", "aad", "ca"]
[/(a(|b))*/, /(a(|b))+/, /(a(|b)){1,}/, /(a(|b))*c/, /(a(|b)|c)*d/, /(c|a(|b))*/,
 /(?:a(|b))*/, /(a(|b)())*/, /(a(|b)$)*/, /(a(b?|c))*/, /(a(|b|c))*/,
 /(a(|b)(|c))*/, /(a(b|))*/, /(a(|b)c)*/, /((|b)a)*/, /(a(|b)){0,3}/,
 /(a(|b))?/, /(a(c|)|d)*/, /(a(|))*/, /(a(?>|b))*/].each do |re|
  subjects.each { |s| show(re, s) }
end
p "abaab".scan(/(a(|b))+/), "aabab".gsub(/(a(|b))*/) { "<#{$&}>" }, "xaby".split(/(a(|b))*/)
