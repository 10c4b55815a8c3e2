# Regexp#hash as 1.8.7: an int times 33 over the source, from the options its compiler leaves (i/x/m, 128 for a leading fixed literal, 256 for numeric escapes, multibyte and SJIS, 64 for a leading .*)
def opts(r)
  h = r.hash
  (0..1023).select { |o| v = o; r.source.each_byte { |b| v = (v * 33 + b) & 0xffffffff; v -= 2**32 if v >= 2**31 }; v = v + (v >> 5); v = (v & 0xffffffff); v -= 2**32 if v >= 2**31; v == h }.first
end
%w(a+ ab* a? a{2} a{0,2} (?:a) (?i)a (a|b) ((a)) .a \\/ \\n \\t \\. \\w a\\d ab|c a|bc (ab)|c (?=a) \\ba \\Ga ^ $ a\\b [a] \\x41 \\101 \\s (a)* (a)+ (a)? a\\z \\Z \\e (?m)a (?x)a ab+ abc* \\* \\\\ - _ \\- \\[ a. }a ]a {a a{ \\A \\G (?:a|b) (?#c)a #a\ ).each do |s|
  r = Regexp.new(s) rescue next
  print s, " ", opts(r).inspect, " | "
end
puts
p opts(/a/n), opts(/a/s), opts(/a/si), opts(/a/u), opts(/日/u), opts(/\xff/n), opts(/\x82\xa0/s), opts(/a/e)
p opts(/日/u), opts(/\xff/n), opts(/日本/n), opts(/é/u), opts(/é/)
%w(\\x41 \\101 \\u0041 \\cA \\C-a \\M-a \\0 \\x4 \\1 a\\x41 \\x41a \\xff \\177 \\a \\v \\f \\r \\s\\x41 \\d+ \\11 (a) (ab) (a)b (a*) (?<n>a) (a)(b) (a)|b ab\\x41 \\e).each do |s|
  r = Regexp.new(s) rescue (print(s, " ERR | "); next)
  print s, " ", opts(r).inspect, " | "
end
puts
p [opts(/./s), opts(/./u), opts(/.é/u), opts(/aé/u), opts(/[é]/u), opts(/a{1,3}/), opts(/a(b|c)/), opts(/\x41*/), opts(/a\x41*/), opts(/.\x41/), opts(/(a)*b/), opts(/a{2}b/), opts(/(a)\x41/), opts(/é/e), opts(/a b/x), opts(/.*/), opts(/\x41+/), opts(/\x41[^a]|/)]
h = {}; [/a/, /b/i, /^c/, /d+/, /(e)/, /f|g/, /\//, /x/m].each_with_index { |r, i| h[r] = i }; p h
