# under a multibyte $KCODE a byte from 0x80 that starts no character,
# against classes with \w \W \s \S \d \D; against negated classes also
# one that starts a character cut by the end of the string (a positive
# class is known to differ there: "\xc3" =~ /[\w]/ is 0 in 1.8.7)
LONE = { "u" => (0x80..0xbf).to_a + [0xfe, 0xff],
         "e" => (0x80..0xff).reject { |i| i == 0x8e || i == 0x8f || (0xa1..0xfe).include?(i) },
         "s" => (0x80..0xff).reject { |i| (0x81..0x9f).include?(i) || (0xe0..0xfc).include?(i) } }
def ranges(a)
  r = []
  a.each { |i| if r.last && r.last[1] == i - 1 then r.last[1] = i else r << [i, i] end }
  r.map { |x, y| x == y ? x.to_s : "#{x}-#{y}" }.join(",")
end
pats = %w(\W [\w] [\W] [^\w] [^\W] [\S] [^\S] [\D] [^\D] [^\s] [^\d] [^a] [a\W] [^a\w] [\w\d] (?i:\W) [[:alpha:]\W])
%w(u e s).each do |k|
  $KCODE = k
  pats.each do |pt|
    re = Regexp.new(pt)
    bytes = pt =~ /\A\[\^/ ? (0x80..0xff).to_a : LONE[k]
    one = bytes.select { |i| i.chr =~ re }
    puts "#{k} #{pt}: #{ranges(one)}"
  end
end
$KCODE = "u"
s = "h\303\251llo w\303\266rld \342\202\254!"
p s.scan(/[\W]/), s.scan(/\W/), s.scan(/[^\w]/), s.scan(/[\w]+/), s.scan(/[\S]+/), s.scan(/[^\W]+/)
p "\x80" =~ /[\W]/, "\x80" =~ /[^\w]/, "a\xffb".split(/[\W]/), "a\xffb".split(/[^\w]/)
p "\x80x\303\251".gsub(/[\D]/) { |m| "<#{m}>" }
$KCODE = "e"
p "\xa4\xa2 x\x80".scan(/[\W]/), "\xa4\xa2 x\x80".scan(/[^\w]/)
