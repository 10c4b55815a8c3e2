# how far a quantifier reaches in 1.8.7: after an anchor, back to the last
# atom or run of plain characters ("ab$?" is "(?:ab$)?"); after "(?i)", the
# atom before it; parentheses are checked in order; a letter written as a
# number matches only itself under /i
$stdout.sync = true
def t(src, *subjects)
  r = Regexp.new(src)
  puts "#{src.inspect}: " + subjects.map { |s| m = r.match(s); m ? [m.begin(0), m[0]].inspect : "nil" }.join(" ")
rescue RegexpError => e
  puts "#{src.inspect}: #{e.message}"
end
t 'x#^+', "x#y", "ab"
t '#$?', "ab"
t ',{2}^*\s', "a,,\nb"
t '\c{2}\A?|b', "xb"
t '|1\b{2}', "1"
t 'ab\b?c', "abc", "ac"
t 'a.\A?', "ab"
t '^*', "a"
t '\A?', "a"
t 'a|\b*', "a"
t '(^)*', "a"
t 'a(?i)*', "aa"
t '\y(?i)?', "x"
t 'a(?i){2}b', "aab", "aaB"
t '(?i)*', "a"
t 'a)', "a"
t '(a))', "a"
t '.)[', "a"
t 'a(', "a"
t 'a(?:', "a"
t '((', "a"
t 'a|(', "a"
t '(|', "a"
t '(?#', "a"
t '(?#x', "a"
t 'a(?i', "a"
t '[x[[:digit:]])[^\d', "a"
t '2^(?=[^\d-', "a"
t '\x41', "a", "A"
t '(?i)\x41', "a", "A"
t '(?i)\101', "a", "A"
t '(?i)[\x41]', "a"
t '(?i)A', "a"
t '\M-\C-', "a"
t ',\d\M-\C-', "a"
t '\1(?>\c\c', "a"
# at most 253 capture groups
p((Regexp.new("(a)" * 254) rescue $!.message[0, 40]))
p Regexp.new("(a)" * 253).match("a" * 253).size
p Regexp.new("(?:a)" * 300).match("a" * 300)[0].size
