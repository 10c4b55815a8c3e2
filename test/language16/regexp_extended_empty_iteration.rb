# in extended mode (flag x or a leading (?x)), blanks and comments do not
# change how 1.8.7 treats empty iterations of repeated alternations
def show(re, s)
  m = re.match(s)
  p [re.source, s, m && m.to_a, m && (0...m.size).map { |i| m.begin(i) }]
end
subjects = ["", "a", "b", "aa", "ab", "aab", "xab"]
[/(a|)+/x, /( | a )*/x, /(a*)*/x, /(a*)+/x, /( a ) * ? b/x,
 /(?x) (a | )+ b  # comment/, /(?x)(|a)+/, /(?x) ((a)*)*/, /(a|b|)*c # c
 /x, /[ a]( a | )*/x, /a\ (b|)*/x, /(?x)(?#c)(a|)+/].each do |re|
  subjects.each { |s| show(re, s) }
end
p "aabab".scan(/(a | )+b/x), "abxab".gsub(/(a|)+ # x
  /x) { "<#{$1}>" }, "abaab".split(/( b | ) + a/x)
