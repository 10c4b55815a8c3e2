# a * or + right after a lazy quantifier repeats its largest count in
# 1.8.7: a??+ is a+, a{1,2}?+ is (?:a{2})+, and one without a bound
# never matches under + (a*?+) and matches only empty under * (a+?*)
SUBJ = %w(a aa b ab ba aab aaa aaaa abab aaaaaaa baaa xay xy AA)
def all(src)
  r = Regexp.new(src)
  [src, SUBJ.map { |s| m = s.match(r); m && m.to_a + [m.begin(0)] }]
end
%w(a*?+ a+?+ a??+ a+?* a??* a*?* a{1,2}?+ a{1,2}?* a{1,3}?+ a{2,3}?+ a{2}?+
   [ab]+?+ (?:ab)+?+ (ab)*?+ (a*?+|b) ba{1,2}?+ x(a)??+y a??+b \x41??+ a.??+
   a*?+? a??+? a{1,2}?+?).each { |s| p all(s) }
p "aaaaa".scan(/a{1,2}?+/), "baab".gsub(/a??+/, "-"), "abc".split(/b*?+/)
