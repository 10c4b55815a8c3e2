# an inline (?i)/(?m) reaches to the end of its alternative only; (?x) stays
p(Regexp.new("(?i)foo|bar") =~ "BAR", Regexp.new("(?i)foo|bar") =~ "bar", Regexp.new("(?i)foo|bar") =~ "FOO")
p(Regexp.new("(?i)(foo|bar)") =~ "BAR", Regexp.new("^(?i)foo|bar") =~ "xBAR", Regexp.new("(?i:foo|bar)") =~ "BAR", Regexp.new("(?m)a.|b.") =~ "b\n", Regexp.new("(?x)a b|c d") =~ "cd")
p(Regexp.new("(?i)[a-c]|[d-f]") =~ "E", Regexp.new("(?i)a|\\x42") =~ "b", Regexp.new("(?i)a|[b]") =~ "B")
p(Regexp.new("2(?i)|") =~ "x2", Regexp.new("a(?i)b|c(?-i)d|e") =~ "E", Regexp.new("(?x)a #c\n|b") =~ "b", Regexp.new("(a(?i)b|c)B") =~ "aBB")
