# extended mode (x) in groups: restored at the end of each group, comments skipped
def t(s, subj); r = Regexp.new(s); p [s, r =~ subj, $~ && $~[0]]; rescue RegexpError => e; p [s, e.message]; end
t "(?x)a (?:b) c # [", "abc"
t "(?x: a (?:b) c # [\n)d", "abcd"
t "a(?x: b )c # [", "abc # ["
t "(?x)a(?-x: b ) c", "a b c"
t "(?x)a(?-x) b", "a b"
t "a(?x)b (?-x)c d", "abc d"
t "(?x)(?=a # x\n)a", "a"
