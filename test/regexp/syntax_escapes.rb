# escapes as 1.8.7 reads them: \y \Y \o are letters, a one-digit reference
# to a missing group never matches, \x needs a digit, octal and control codes
def t(src, subject)
  r = Regexp.new(src)
  m = r =~ subject
  puts "#{src.inspect} =~ #{subject.inspect}: #{m.inspect} #{$~.to_a.inspect}"
rescue RegexpError => e
  puts "#{src.inspect}: #{e.message}"
end
t '\y', "y"; t '\Y', "Y"; t '\o', "o"; t '\o{3}', "ooo"; t '\h', "h"; t '\K', "K"; t '\N', "N"
t '\1', "\001"; t '\1', "1"; t '\8', "8"; t '(a)\2', "aa\002"; t '\1{2}', ""; t '(a)\1', "aa"
t '\10', "\010"; t '(a)\10', "a\010"; t '\18', "\0018"; t '\0', "\0"; t '\07', "\a"; t '\08', "\0" "8"
t '(a)(b)(c)(d)(e)(f)(g)(h)(i)(j)\10', "abcdefghijj"
t '\x4', "\004"; t '\x41', "A"; t '\x4g', "\004g"; t '\xfff', "\377f"; t '[\x41]', "A"
t '\cA', "\001"; t '\c?', "\177"; t '\C-a', "\001"; t '\M-a', "\341"; t '[\cA]', "\001"
t '\e', "\e"; t '\a', "\a"; t '\v', "\v"; t '[\b]', "\b"
t 'a(?=b)*', "ab"; t 'a(?=c)*b', "ab"; t 'a(?!b)+', "ac"; t 'a(?=b){2}', "ab"; t '(?=b)?', "ab"
t '(?x)a b', "ab"; t '(?x)a#b', "a"; t '(?x)[ ]', " "; t '(?x)a #[', "a"; t "(?x)a\\ b", "a b"
t '(?x)a {2}', "aa"; t "(?x)a#\n*", "aa"; t 'a(?#x)*', "aa"; t '[a&&b]', "&"
