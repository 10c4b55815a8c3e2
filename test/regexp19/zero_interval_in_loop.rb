# an item repeated {0} or {0,0} matches only empty: in a loop's
# alternatives it counts as an empty choice, as in 1.8.7 ((c{0}|a)+ is (|a)+)
def all(r)
  ["", "a", "b", "ab", "aab", "ba"].map { |s| m = s.match(r); m && [m.to_a, m.begin(0)] }
end
p all(/(c{0}|a)+/), all(/(|a)+/)
p all(/(a{0}a*|){1,}/)
p all(/(c{0}|a)*/), all(/(b{0}|a)*b/), all(/(a|c{0,0})*/)
p all(/(a|c{0}?)+/), all(/((b){0}|a)+/), all(/(?:[ab]{0}|a)+c?/)
p "aab".scan(/(c{0}|a)+/), "xaax".gsub(/(c{0}|a)+/) { "<#{$1}>" }
