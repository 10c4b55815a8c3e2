# Regexp.escape/quote, Regexp.union (kcode of its regexps must agree), Regexp.last_match
def t; r = yield; p r; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
t { Regexp.escape("a.b*c?d+e[f]g{h}i(j)k|l^m$n#o p\tq\nr\rs\ft\vu-v/w\\x\0y") }
t { Regexp.escape("\xff\xfe") }
t { Regexp.escape(:"a.b") }
t { Regexp.escape(nil) }
t { Regexp.escape(1) }
t { Regexp.escape("a.b", "u") }
t { Regexp.quote("a b") }
t { Regexp.escape("abc").equal?("abc") }
t { s = "abc"; Regexp.escape(s).equal?(s) }
t { Regexp.escape("a".taint).tainted? }
t { Regexp.escape("a.".taint).tainted? }
t { Regexp.union }
t { Regexp.union([]) }
t { Regexp.union("a.b") }
t { Regexp.union("a", "b.c") }
t { Regexp.union(/a/i, /b/m, "c") }
t { Regexp.union([/a/x, "b"]) }
t { Regexp.union(/a/) }
t { Regexp.union(/a/).equal?(/a/) }
t { Regexp.union(1) }
t { Regexp.union(nil) }
t { Regexp.union(:a) }
t { Regexp.union("a", 1) }
t { Regexp.union(["a"], "b") }
t { Regexp.union([[1]]) }
t { Regexp.union(/a/n, /b/u) }
t { Regexp.union(/a/u, "b") }
t { Regexp.union(/a/u) }
t { Regexp.union("a", /b/u) }
t { Regexp.union(/a/e, /b/s) }
t { Regexp.union("\xff") }
t { "ab" =~ /(a)(b)/; Regexp.last_match }
t { "ab" =~ /(a)(b)/; Regexp.last_match(1) }
t { "ab" =~ /(a)(b)/; Regexp.last_match(-1) }
t { "ab" =~ /(a)(b)/; Regexp.last_match(5) }
t { "ab" =~ /(a)(b)/; Regexp.last_match(nil) }
t { "ab" =~ /(a)(b)/; Regexp.last_match("1") }
t { "ab" =~ /(a)(b)/; Regexp.last_match(1.5) }
t { "ab" =~ /(a)(b)/; Regexp.last_match(2**70) }
t { "ab" =~ /(a)(b)/; Regexp.last_match(1, 2) }
t { "ab" =~ /x/; Regexp.last_match(1) }
t { "ab" =~ /x/; Regexp.last_match }
