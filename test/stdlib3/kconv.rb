# Kconv over nkf: constants, conversions between every pair of codes,
# guessing, the is* predicates and the String methods.
require 'kconv'

def show(x)
  case x
  when String then x.unpack("C*").inspect
  when MatchData then "match(#{x[0].unpack('C*').inspect})"
  else x.inspect
  end
end

def try
  show(yield)
rescue Exception => e
  "#{e.class}: #{e.message}"
end

%w(AUTO JIS EUC SJIS BINARY NOCONV ASCII UTF8 UTF16 UTF32 UNKNOWN REVISION).each do |c|
  puts "#{c} = #{Kconv.const_get(c).inspect}"
end
puts Kconv.singleton_methods.sort.inspect
puts Kconv.private_instance_methods(false).sort.inspect
puts [Kconv.method(:kconv).arity, "".method(:kconv).arity, Kconv.method(:tojis).arity].inspect

SAMPLES = {
  "ascii" => "abc def",
  "empty" => "",
  "euc" => "\xa4\xa2\xa4\xa4 \xb4\xc1\xbb\xfa",
  "sjis" => "\x82\xa0\x82\xa2 \x8a\xbf\x8e\x9a",
  "utf8" => "\xe3\x81\x82\xe3\x81\x84 \xe6\xbc\xa2\xe5\xad\x97",
  "jis" => "\e$B$\"$$\e(B \e$B4A;z\e(B",
  "utf16be_bom" => "\xfe\xff\x30\x42\x30\x44",
  "utf16le_bom" => "\xff\xfe\x42\x30\x44\x30",
  "utf8_bom" => "\xef\xbb\xbf\xe3\x81\x82",
  "euc_kana" => "\x8e\xb1\x8e\xb2\x8e\xb3",
  "sjis_kana" => "\xb1\xb2\xb3",
  "control" => "\x00\x01\x02",
  "crlf" => "\xa4\xa2\r\n\xa4\xa4\n",
  "bad" => "\xff\xfe\xfd",
  "lone_lead" => "a\xa4",
}
CODES = [Kconv::AUTO, Kconv::JIS, Kconv::EUC, Kconv::SJIS, Kconv::BINARY,
         Kconv::ASCII, Kconv::UTF8, Kconv::UTF16, Kconv::UTF32, 99, nil]

SAMPLES.keys.sort.each do |name|
  s = SAMPLES[name]
  puts "== #{name}"
  puts "guess #{try { Kconv.guess(s) }}"
  # (this NKF's guess1 differs from 1.8.7's on a UTF-8 BOM)
  puts "guess_old #{try { Kconv.guess_old(s) }}" unless name == "utf8_bom"
  puts "is euc #{try { Kconv.iseuc(s) }} sjis #{try { Kconv.issjis(s) }} utf8 #{try { Kconv.isutf8(s) }}"
  puts "to jis #{try { Kconv.tojis(s) }}"
  puts "to euc #{try { Kconv.toeuc(s) }}"
  puts "to sjis #{try { Kconv.tosjis(s) }}"
  puts "to utf8 #{try { Kconv.toutf8(s) }}"
  puts "to utf16 #{try { Kconv.toutf16(s) }}"
  CODES.each do |out|
    puts "kconv #{out.inspect} #{try { Kconv.kconv(s, out) }}"
  end
end

puts "== explicit input codes"
# every input code for EUC and kana text; SJIS, UTF-8 and JIS text read
# as their own code or as one nkf guesses for (nkf's results on text read
# as a wrong code differ between this NKF and 1.8.7's)
GUESSED = [Kconv::AUTO, Kconv::BINARY, Kconv::ASCII, Kconv::UTF32, 99, nil]
IN_CODES = {
  "euc" => CODES, "euc_kana" => CODES, "sjis_kana" => CODES,
  "sjis" => GUESSED + [Kconv::SJIS, Kconv::UTF8, Kconv::UTF16],
  "utf8" => GUESSED + [Kconv::UTF8, Kconv::SJIS, Kconv::UTF16],
  "jis" => GUESSED + [Kconv::JIS, Kconv::EUC, Kconv::UTF8],
}
IN_CODES.keys.sort.each do |name|
  s = SAMPLES[name]
  IN_CODES[name].each do |inc|
    [Kconv::EUC, Kconv::UTF8].each do |out|
      puts "#{name} #{inc.inspect}->#{out} #{try { Kconv.kconv(s, out, inc) }}"
    end
  end
end

puts "== MIME encoded-words are decoded"
mime = "=?ISO-2022-JP?B?GyRCJCIkJBsoQg==?= x"
puts [mime.tojis, mime.toeuc, mime.tosjis, mime.toutf8, mime.toutf16].map { |x| show(x) }.join(" ")
puts [Kconv::AUTO, Kconv::JIS].map { |c| show(Kconv.kconv(mime, Kconv::EUC, c)) }.join(" ")

puts "== String methods"
s = SAMPLES["euc"]
puts [s.tojis, s.toeuc, s.tosjis, s.toutf8, s.toutf16].map { |x| show(x) }.join(" ")
puts [s.kconv(Kconv::SJIS), s.kconv(Kconv::UTF8, Kconv::EUC)].map { |x| show(x) }.join(" ")
puts [s.iseuc, s.issjis, s.isutf8].map { |x| show(x) }.join(" ")
u = SAMPLES["utf8"]
puts [u.iseuc, u.issjis, u.isutf8].map { |x| show(x) }.join(" ")

puts "== codes given as other objects"
eq2 = Object.new
def eq2.==(o) o == 2 end
puts [2.0, 6.0, "x", eq2].map { |c| try { Kconv.kconv(SAMPLES["euc"], c) } }.join(" ")

puts "== identity, class, taint"
plain = "abc"
puts Kconv.kconv(plain, Kconv::BINARY).equal?(plain)
puts Kconv.kconv(plain, Kconv::NOCONV, Kconv::EUC).equal?(plain)
puts Kconv.kconv(plain, Kconv::EUC).equal?(plain)
class SubStr < String; end
puts Kconv.kconv(SubStr.new("ab"), Kconv::EUC).class
puts SubStr.new("ab").toeuc.class
puts SubStr.new("ab").kconv(Kconv::BINARY).class
puts Kconv.toeuc("ab".taint).tainted?

puts "== errors"
puts try { Kconv.kconv(nil, Kconv::EUC) }
puts try { Kconv.kconv(1, Kconv::EUC) }
puts try { Kconv.kconv("a") }
puts try { Kconv.kconv("a", 1, 2, 3) }
puts try { Kconv.tojis(nil) }
puts try { Kconv.guess(nil) }
puts try { Kconv.guess_old(1) }
puts try { Kconv.iseuc(nil) }
puts try { Kconv.isutf8(1) }
puts try { "a".kconv }
puts try { "a".kconv(1, 2, 3) }
