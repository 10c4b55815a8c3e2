# "a???" is "a??" to 1.8.7 (also in a loop body, whose empty iterations
# it refuses as for "a??"); a * or + after it is a nested repeat
SUBJ = %w(a aa b ab ba aab xa x)
def all(src)
  r = Regexp.new(src)
  [src, SUBJ.map { |s| m = s.match(r); m && m.to_a + [m.begin(0)] }]
rescue RegexpError => e
  [src, e.message]
end
%w(a??? (a???)* (a??)* a???b (a???|b)+ (a???)+b a???$ a???+ a???*).each { |s| p all(s) }
p "aab".scan(/(a???)*/), "xaay".gsub(/(a???|y)+/) { "<#{$1}>" }
