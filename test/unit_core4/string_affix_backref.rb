# String#start_with?/end_with? match as 1.8.7 does (a quoted regexp): $~ is set to the match or nil, $KCODE characters and $= count
def show(m); p(m ? [m[0], m.begin(0), m.end(0), m.pre_match, m.post_match, m.string, m.string.frozen?, m.to_a, m.captures, m.size, m.regexp] : m) rescue p $!; end
s = "abcabc"
p s.end_with?("c"); show $~
p s.end_with?("bc"); show $~
p s.end_with?(""); show $~
p s.start_with?("ab"); show $~
p s.start_with?(""); show $~
"x" =~ /x/
p s.start_with?("zz"); show $~
"x" =~ /x/
p s.end_with?("zz"); show $~
"x" =~ /x/
p s.start_with?("zz", "a"); show $~
"x" =~ /x/
p s.start_with?("a", "zz"); show $~
"x" =~ /x/
p s.start_with?("zz", "yy"); show $~
"x" =~ /x/
p s.start_with?; show $~
"x" =~ /x/
p((s.start_with?(1) rescue $!)); show $~
"x" =~ /x/
p s.end_with?("abcabcabc"); show $~
p s.start_with?("a.") ; show $~
p "a.c".start_with?("a."); show $~
p "a\nb".end_with?("\nb"); show $~
p s.end_with?("zz", "bc"); show $~
p $&, $`, $'
$= = true
p "ABC".start_with?("a"), $~
p "ABC".end_with?("bc"), $~
$= = false
$KCODE = "u"
def t2(s, m, a); r = begin; s.send(m, a); rescue Exception; $!; end; puts "#{s.inspect}.#{m}(#{a.inspect}) => #{r.inspect} #{$~.inspect}"; end
t2("a\xe6", :start_with?, "a")
t2("a\xe6", :end_with?, "\xe6")
t2("\xe6", :end_with?, "\xe6")
t2("\xe6", :start_with?, "\xe6")
t2("\xe6\x97", :start_with?, "\xe6\x97")
t2("\xe6\x97\xa5", :start_with?, "\xe6\x97")
t2("\xe6\x97\xa5", :end_with?, "\x97\xa5")
t2("\xe6\x97\xa5", :end_with?, "\xa5")
t2("a\xe6\x97\xa5", :end_with?, "a\xe6")
t2("ab", :end_with?, "\xe6")
t2("abc", :end_with?, "\xe6b")
t2("abcdef", :end_with?, "\xe6bc")
t2("abcdef", :start_with?, "\xe6bc")
t2("abcdef", :start_with?, "a\xe6")
t2("abcdef", :start_with?, "\xf0ab")
t2("abcdef", :start_with?, "\xc3")
t2("", :start_with?, "")
p(("a".start_with?("\xe6\x97") rescue $!)); p(("a".end_with?(1, "\xe6") rescue $!)); p(("ab".end_with?("b", "\xe6") rescue $!))
$KCODE="u"
p(("日本".end_with?("\xac") rescue $!)); p $~
p(("日本".end_with?("本") rescue $!))
p(("a\xffb".end_with?("b") rescue $!)); p $~
p(("a\xffb".end_with?("\xffb") rescue $!)); p $~
p(("日本".start_with?("\xe6") rescue $!)); p $~
p(("\xe6b".start_with?("\xe6") rescue $!)); p $~
p "日本".end_with?(""), $~.begin(0)
