# String#rindex with a regexp tries pos itself, then each byte before it, as
# 1.8.7 (Oniguruma's backward search missed matches of intervals and lazy
# loops, or found one that started earlier)
require "helper"
show("a{2,}") { ["abaab".rindex(/a{2,}/, 2), "abaab".rindex(/a{2,5}/, 2), "abaab".rindex(/a{2,}/)] }
show(".{2,}") { ["abcab".rindex(/.{2,}/, 2), "abcab".rindex(/.{2,}/, 1), "abc".rindex(/.{2,}/, 2)] }
show("a*?b") { ["aaaabc".rindex(/a*?b/, 2), "aaaabc".rindex(/a*?b/, 1), "aaaabc".rindex(/a*?b/)] }
show("[ab]+?a") { ["aabba".rindex(/[ab]+?a/, 2), "aab".rindex(/[ab]+?a/, 2)] }
show("anchors") { ["aaaabc".rindex(/$/), "ab\nab".rindex(/^a/, 4), "abc".rindex(/\Ab/), "abc".rindex(/x/)] }
show("$~") { "xaay".rindex(/(a)\1?/, 3); [$~.to_a, $~.begin(0)] }
