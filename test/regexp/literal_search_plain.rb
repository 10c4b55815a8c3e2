# plain literal patterns (searched without Oniguruma when $KCODE is none):
# matches, $~, index/rindex at every edge, gsub/scan/split, and the cases
# that must still go through the engine (/i, /x, $=, $KCODE u)
s = "xxhoge-yy hoge, zz hoge"
p(/hoge/ =~ s, $~[0], $~.pre_match, $~.post_match, $~.begin(0))
p s.index(/hoge/, 3), s.index(/hoge/, 23), s.rindex(/hoge/), s.rindex(/hoge/, 10), s.rindex(/hoge/, 0)
p s.gsub(/hoge/, "X"), s.sub(/hoge/) { $&.upcase }, s.scan(/hoge/), s.split(/, /), s.split(/ /)
p(/nope/ =~ s, $~)
p "a\0b" =~ /\0/, "abc" =~ /c/, "" =~ /a/, "aaa".scan(/aa/), "aaa".gsub(/a/, "bb")
p "Hoge" =~ /hoge/i, "a b" =~ /a b/x
$= = true rescue nil
p "HOGE" =~ /hoge/
$= = false rescue nil
$KCODE = "u"; p "h\303\251hoge" =~ /hoge/, $~.begin(0)
$KCODE = "n"
p "x<%= a %>" =~ /<%=/, $~.post_match, "a'b\"c" =~ /'b"/, "t@x~" =~ /@x~/
p "abcabc".rindex(/bc/, 4), "abcabc".rindex(/bc/, 5), "abcabc".rindex(/bc/, 6), "ab".rindex(/abc/)
p "foo bar" =~ /foo bar/, $~.to_a, $~.captures, $~.size
