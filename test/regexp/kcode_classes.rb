# under a multibyte $KCODE a multibyte character is a word character and
# nothing else: no POSIX class, no \s, ASCII-only case folding
def classes(k, chars)
  $KCODE = k
  %w(alpha alnum blank cntrl digit graph lower print punct space upper xdigit).each do |c|
    puts "#{k} #{c}: #{chars.map { |ch| ch =~ Regexp.new("[[:#{c}:]]") ? 1 : 0 }.inspect} #{chars.map { |ch| ch =~ Regexp.new("[^[:#{c}:]]") ? 1 : 0 }.inspect}"
  end
  ['\w', '\W', '\s', '\S', '\d', '\D', '[\w]', '[\W]', '[\s]', '[\S]', '[^a]', '\b', '\B', '.', '(?i:x)', '[a-z]', '[^a-z]'].each do |re|
    puts "#{k} #{re}: #{chars.map { |ch| ch =~ Regexp.new(re) ? 1 : 0 }.inspect}"
  end
end
classes("u", ["\xc3\xa9", "\xe2\x82\xac", "\xe3\x80\x80"])
classes("e", ["\xa4\xa2", "\xa1\xa1"])
classes("s", ["\x82\xa0", "\x81\x40"])
$KCODE = "u"
p "caf\xc3\xa9 au lait".scan(/\b\w+\b/), "\xc3\xa9\xe2\x82\xac!".scan(/\w/)
p "\xc3\x89" =~ /\xc3\xa9/i, "\xce\xa3" =~ /\xcf\x83/i, "AB\xc3\xa9" =~ /ab\xc3\xa9/i
p((Regexp.new("\xc3") rescue $!.message))
$KCODE = "n"
p "\xc3\xa9" =~ /\w/, "\xe9" =~ /[[:alpha:]]/, "\xa0" =~ /\s/
