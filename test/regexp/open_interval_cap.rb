# {n,} with n >= 2 repeats at most 32767 times in 1.8.7 ({0,} and {1,} are * and +)
s = "x" * 70000
p s[/x{100,}/].size, s[/(?:x){2,}/].size, s[/x{1,}/].size, s[/x{0,}/].size
p(("x" * 40000 + "y") =~ /x{5,}y/)
p(("ab" * 40000)[/(ab){3,}/].size)
p s[/x{2,}?/].size, ("x" * 33000 + "y")[/x{3,}?y/].size
p "aaa" =~ /a{2,}/, $~[0], "a{2,}" =~ /a\{2,}/
p((Regexp.new("x{32768,}") rescue $!))
p((Regexp.new("x{32767,}") rescue $!))
p Regexp.new("x{5,}").source, /x{5,}/.inspect, /(?i)x{5,}/.to_s
p "xxxxxx".scan(/x{2,}/)
