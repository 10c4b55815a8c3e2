# a loop at the end of the pattern whose body has a branch (not the last)
# that matches only empty and holds groups: 1.8.7 never ends an iteration
# on it, but its groups keep what they caught while the later branches are
# tried ("(()|a)+" on "aa" has group 2 empty at 1, and does not match "")
def show(re, s)
  m = re.match(s)
  p [re, s, m && m.to_a, m && (0...m.size).map { |i| m.begin(i) }]
end
subjects = ["", "a", "b", "aa", "ab", "ba", "aab", "xab", "abc"]
[/(()|a)+/, /(?:()|a)*/, /(a|()|b)*/, /x(()|a)*/, /(()()|a)+/, /((())|a|b)*/,
 /(()|a)*/x, /(()|b)*a/, /(a|())*/].each do |re|
  subjects.each { |s| show(re, s) }
end
p "aab".scan(/(()|a)+/), "abab".gsub(/(?:()|a)+/) { "<#{$1.inspect}>" }
