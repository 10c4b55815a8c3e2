# Regexps that name one fixed string (/&/, /ab/, /\./, split(","), gsub("x",
# ...)) are searched without the regexp engine: every search form must give
# what the engine gives, $~ included.
s = "a.b&c..d&&e\nf"
p s =~ /&/, $~[0], $~.pre_match, $~.post_match, $~.begin(0)
p s =~ /zz/, $~
p s.index(/\./), s.index(/\./, 2), s.index(/\./, 20), s.index(/\./, -3)
p s.rindex(/&/), s.rindex(/&/, 8), s.rindex(/&/, 7), s.rindex(/&/, 0), s.rindex(/a/, 0)
p s.rindex(/&&/, 100), s.rindex(/\.\./), s.rindex(/e\nf/), s.rindex(/f/, -1)
p s.split(/&/), s.split("."), s.split(/\.\./), s.split(/&/, 2), s.split(/&/, -1)
p s.scan(/&/), s.scan(/\./).size, s.gsub(/&/, "&amp;"), s.sub(/&&/) { $&.upcase + $` }
p s.gsub(".", "-"), s.tr(".", "_"), s.count("&")
p "aaaa".gsub(/aa/, "b"), "aaaa".scan(/aa/), "aaa".index(/aa/, 1), "aaa".rindex(/aa/)
p "x-y/z#w d".split(/-/), "x-y/z#w d".split(/\//), "x-y/z#w d".sub(/#/, "!"), "x y".sub(/ /, "_")
p "a}b]c".split(/\}/), "a]b".sub(/\]/, "!"), "tab\there" =~ /\t/, "a+b" =~ /\+/
p "abc" =~ /abc/, "ABC" =~ /abc/i, "a b" =~ /a b/x, "ab" =~ /a b/x
"abc" =~ /c/; p $~.offset(0), $~.to_a, $~.captures
"hello world".scan(/o/) { |m| p [m, $~.begin(0)] }
p "a&b".sub(/&/, '\0\0'), "a&b".gsub(/&/) { |m| m * 3 }
t = "tainted&".taint
p t.sub(/&/, "").tainted?, (t =~ /&/; $~.tainted?)
$KCODE = "u"
p "\303\251&\303\251" =~ /&/, "\303\251&\303\251".split(/&/), "\303\251x" =~ /x/
$KCODE = "e"
p "\244\242&" =~ /&/, "\244\242a" =~ /a/
$KCODE = "s"
p "\202\240\202@" =~ /@/, "\202@" =~ /@/, "x@" =~ /@/, "\202\240" =~ /\240/
$KCODE = "n"
p "\202@" =~ /@/
$= = true rescue nil
p "ABC" =~ /b/
