# the small matcher for simple regexps (re_simple.c, used while $KCODE is none):
# classes, repeats (greedy and lazy), groups, alternation and anchors over
# subjects with newlines, word edges and high bytes, against what the engine
# answers; patterns it leaves to Oniguruma (intervals, lookahead, (?i),
# repeated groups) stay right too. Then random patterns of the same shapes.
pats = [/\d+/, /[aeiou]ta\b/, /a(l|e)/, /,?\s+/, /<item id='(\w)'>/, /^[a-z]+$/, /[a-z]+/, /[,; ]/,
  /(\d+)/, /<%=?\s*(\w+)\s*%>/, /a|b|c/, /(a|ab)(c|bcd)(d*)/, /x*/, /x+?y/, /.*?b/, /.+/m, /.+/, /\bfoo\B/,
  /\Afoo/, /bar\z/, /bar\Z/, /(?:ab)c/, /((a)|b)+/, /a??b/, /[^a-c]+/, /[\d\s]+/, /[-a]/, /[a-]/, /\W+/, /\S\D/,
  /$/, /^/, /()/, /(a|)b/, /a.c/, /\./, /[\]]/, /[.*+]/, /(x)?y/, /(x?)y/, /a{2}/, /\//, /(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)/, /[\w-]+/,
  /[a-z-]+/, /\e|\t/, /(?i)a/, /(?=a)/, /((a))/, /a|/, /|a/]
strs = ["", "a", "abc", "foo bar\nbaz 12 ab\n", "alpha beta, 123 zeta\n", "<item id='x'>t</item>\n", "xxxy aab abcd abcbcdd",
  "foobar\n", "--a-b_c", "ala ele\n\n", "\xe9t\xe9 a\tb\e", "foo\nbar", "<%= x %> <% y %>", "abcdefghij"]
pats.each do |re|
  strs.each do |s|
    r = []
    r << (s =~ re) << ($~ && $~.to_a) << ($~ && (0...$~.size).map { |i| $~.begin(i) })
    r << s.scan(re) << s.gsub(re, "<\\0>") << s.split(re) << s.index(re, 2) << s.rindex(re)
    p [re, s, r]
  end
end
$seed = 7
def rnd(n) $seed = ($seed * 1103515245 + 12345) % 2147483648; ($seed >> 8) % n end
ATOMS = %w[a b c . \\d \\w \\s \\W \\S \\D [abc] [^a] [a-c] [\\d_] \\. x \\n]
QS = ["", "", "", "*", "+", "?", "*?", "+?", "??"]
ANCH = ["^", "$", "\\b", "\\B", "\\A", "\\z", "\\Z"]
def seq(d)
  s = ""
  (rnd(4) + 1).times do
    k = rnd(10)
    if k < 6 then s << ATOMS[rnd(ATOMS.size)] << QS[rnd(QS.size)]
    elsif k < 7 then s << ANCH[rnd(ANCH.size)]
    elsif d < 2 then s << (rnd(3) == 0 ? "(?:" : "(") << alt(d + 1) << ")"
    else s << "a"
    end
  end
  s
end
def alt(d) r = seq(d); r << "|" << seq(d) if rnd(4) == 0; r end
CH = "abc x_.\n1"
600.times do
  src = alt(0)
  re = Regexp.new(src, rnd(5) == 0 ? Regexp::MULTILINE : nil)
  str = ""; rnd(12).times { str << CH[rnd(CH.size), 1] }
  r = [str =~ re, $~ && $~.to_a, $~ && (0...$~.size).map { |i| $~.begin(i) }, str.scan(re), str.split(re)]
  p [src, str, r]
end
# more backtrack points than the small matcher keeps: Oniguruma answers
s = "ab" * 40
p s =~ Regexp.new("(?:a|b)" * 70 + "(b)"), $~.begin(1), s =~ Regexp.new("(?:a|b)" * 90)
p "#{'a' * 100}b" =~ /(?:a|x)*?b/, "xy#{' ' * 70}z" =~ /y(?:\s|q)+z/
# $KCODE u: multibyte characters are the engine's
$KCODE = "u"
p "\303\251t\303\251 x" =~ /\w+/, $~[0], "\303\251x" =~ /^.x/, "a\303\251" =~ /a\W/, ($~ && $~[0])
$KCODE = "n"
p "\303\251t\303\251 x" =~ /\w+/, $~[0], "\303\251x" =~ /^.x/, "a\303\251" =~ /a\W/, ($~ && $~[0])
