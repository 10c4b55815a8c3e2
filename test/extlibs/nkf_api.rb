# NKF: conversions among ISO-2022-JP, EUC-JP, Shift_JIS, UTF-8 and UTF-16
# of well-formed text, NKF.guess, MIME decoding, half-width kana, options
require "helper"
require "nkf"

def hex(s) s.unpack("H*")[0] end

show("constants") { NKF.constants.sort.map { |c| [c, NKF.const_get(c)] } }
show("methods") { [NKF.singleton_methods.sort, NKF.private_instance_methods(false).sort] }

SRC = "ASCII text, 日本語のテキスト。ひらがな・カタカナ・漢字（鬱、薔薇）\n" \
      "記号：〜－―‖¥￥＄％＃＆＊＠§☆★○●◎◇◆□■△▲▽▼※〒→←↑↓〓\n" \
      "ｶﾀｶﾅﾃﾞｽ ﾊﾟﾋﾟﾌﾟ ｳﾞ ｰ｡｢｣､･\r\n全角ＡＢＣ１２３ αβγ АБВ ①②③ Ⅰ㈱\n"
TEXTS = %w(e s j w).map { |c| [c, NKF.nkf("-W -#{c} -x", SRC)] }
TEXTS.each { |c, t| show("guess #{c}") { [NKF.guess(t), NKF.guess2(t), NKF.guess1(t)] } }
TEXTS.each { |from, t|
  %w(-e -s -j -w -ex -sx -jx -wx -w8 -w16 -w16L -w16B -m0 -e\ -Lw -w\ -Lu -w\ -c -Ew -Sw -Jw -Ww).each { |o|
    next if o =~ /\A-([ESJW])w\z/ && $1.downcase != (from == "w" ? "w" : from)
    show("#{from} #{o}") { hex(NKF.nkf(o, t)) }
  }
}
show("long options") { [NKF.nkf("--euc", "日本"), NKF.nkf("--sjis", "日本"), NKF.nkf("--jis", "日本"), NKF.nkf("--utf8", NKF.nkf("-e", "日本"))] }
show("ic oc") { [NKF.nkf("--ic=EUC-JP --oc=UTF-8", "\xc6\xfc"), NKF.nkf("--oc=Shift_JIS", "日"), NKF.nkf("--oc=UTF-16", "日")] }
show("utf16 input") { [NKF.nkf("-w", "\xfe\xff\x00a\x65\xe5"), NKF.nkf("-w", "\xff\xfea\x00\xe5\x65"), NKF.nkf("-W16 -w", "\x65\xe5")] }
show("bom input") { NKF.nkf("-e", "\xef\xbb\xbf日") }
show("kana") { [NKF.nkf("-w", "\xef\xbd\xb1\xef\xbe\x9e"), NKF.nkf("-w", "ｶﾞｷﾞﾊﾟﾎﾟｳﾞﾜﾞ"), NKF.nkf("-wx", "ｶﾞ")] }
show("mime") {
  [NKF.nkf("-w", "=?ISO-2022-JP?B?GyRCRnxLXDhsGyhC?="),
   NKF.nkf("-w", "x =?UTF-8?B?5pel5pys?= y"),
   NKF.nkf("-w", "=?UTF-8?B?5pel?= =?UTF-8?B?5pys?="),
   NKF.nkf("-e", "=?ISO-2022-JP?Q?=1B$BF|K\\8l=1B(B?="),
   NKF.nkf("-w", "=?EUC-JP?B?xvzL3A==?="),
   NKF.nkf("-wm0", "=?ISO-2022-JP?B?GyRCRnxLXDhsGyhC?="),
   NKF.nkf("-w", "=?bad"), NKF.nkf("-w", "a=?x?B?")]
}
show("line ends") { [NKF.nkf("-wLw", "a\nb\r\nc\rd"), NKF.nkf("-wLu", "a\r\nb\rc"), NKF.nkf("-wLm", "a\r\nb\n"), NKF.nkf("-w -d", "a\r\n"), NKF.nkf("-w -c", "a\n")] }
show("empty") { [NKF.nkf("-w", ""), NKF.nkf("-w8", ""), NKF.nkf("", ""), NKF.guess("")] }
show("ascii") { [NKF.nkf("-e", "abc"), NKF.nkf("-w16", "abc"), NKF.guess("abc"), NKF.guess("a\tb\n")] }
show("unmapped") { [NKF.nkf("-e", "caf\xc3\xa9"), NKF.nkf("-We", "caf\xc3\xa9 \xe2\x9c\x93")] }
show("bad utf8") { [NKF.nkf("-We", "\xff\xfea\xe6\x97"), NKF.nkf("-W -e", "\x93\xfa\x96\x7b\x8c\xea")] }
show("guess small") {
  ["\xb0\xa1", "\xc3\xa9", "\xe3\x81\x82", "\xa4\xa2", "\x82\xa0", "\x88\x9f", "\xb1", "\xa1", "\xff",
   "\xfe\xff\x00a", "\xff\xfe", "\e$B", "\e(I", "a\e$Bb", "\xa4\xa2\x82\xa0", "\x82\xa0\xa4\xa2",
   "\xe3\x81", "\x8e", "\xc6\xfc\xcb", "\x80", "\xed\xa0\x80", "\xef\xbd\xb1", "\xa9\xa1", "\xad\xa1",
   "\xf5\xa1", "\xfc\xfc", "\xf0\x40", "\x81\x40", "\xa1\xa1", "\xe2\x80\x94"].map { |s| [NKF.guess(s), NKF.guess1(s)] }
}
show("nkf types") { NKF.nkf(1, "x") }
show("nkf types2") { NKF.nkf("-w", nil) }
show("guess type") { NKF.guess(:x) }
show("unknown option") { [NKF.nkf("--bogus -q -e", "日"), NKF.nkf("-e -Z9", "日")] }
show("taint") { NKF.nkf("-e", "日".taint).tainted? }
FULL = (0x21..0x7d).map { |c| [0xff00 + c - 0x20].pack("U") }.join + "　￥＼・〜"
%w(-Z -Z0 -Z1 -Z2 -Z3 -Z4).each { |o| show("narrow #{o}") { NKF.nkf("#{o} -w", FULL) } }
%w(--hiragana --katakana -h1 -h2 -h3 --katakana-hiragana).each { |o| show("kana rows #{o}") { NKF.nkf("#{o} -w", "カタカナ、ひらがな。ヴヵヶゔ") } }
show("narrow others") { [NKF.nkf("-Z -e", "ＡＢ"), NKF.nkf("-eZ1", "　a"), NKF.nkf("-jZ", "ＡＢ日本")] }
# the Unicode forms nkf maps together or keeps
[0xFF5E, 0x301C, 0x2225, 0x2016, 0xFF0D, 0x2212, 0xFFE0, 0x00A2, 0xFFE2, 0x2015, 0x2014, 0xFFE5, 0xFF3C, 0x203E].each { |c|
  s = [c].pack("U")
  show("U+%04X" % c) { [NKF.nkf("-w", "日" + s), NKF.nkf("-w16", "日" + s), NKF.nkf("-We", s), NKF.nkf("-Ws", s), NKF.nkf("-Wj", s)].map { |x| hex(x) } }
}
show("overline back") { [NKF.nkf("-w", "\xa1\xb1"), NKF.nkf("-Sw", "\x81P")] }
# CP932's IBM extensions and NEC's copies of them
show("ibm ext") { [NKF.nkf("-Sw", "\xfa\x40\xfb\xfc\xed\x40"), NKF.nkf("-Se", "\xfa\x40\xfb\xfc"), NKF.guess("\xfa\x40\xfb\xfc"), NKF.nkf("-Ws", "\xe9\xab\x99\xe2\x85\xb0"), NKF.nkf("-Es", "\xfc\xe2")] }
