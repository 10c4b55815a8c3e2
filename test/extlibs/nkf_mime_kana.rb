# NKF: MIME decoding (the charsets and encodings nkf takes, -mB -mN, the
# words' code over -E/-W, NKF.guess of encoded words), the letter vu with
# --hiragana/--katakana, nkf's stand-ins and broken EUC-JP/Shift_JIS bytes
require "nkf"
require "kconv"

def t(o, s) p [o, s, NKF.nkf(o, s)] end

%w(ISO-2022-JP EUC-JP SHIFT_JIS Shift_JIS UTF-8 ISO-8859-1 US-ASCII utf-8 euc-jp).each { |cs|
  %w(B Q b q).each { |e|
    raw = { "ISO-2022-JP" => "\e$BF|\e(B", "EUC-JP" => "\xc6\xfc", "SHIFT_JIS" => "\x93\xfa",
            "UTF-8" => "\xe6\x97\xa5", "ISO-8859-1" => "caf\xe9", "US-ASCII" => "abc" }[cs.upcase]
    enc = e.upcase == "B" ? [raw].pack("m").chomp : raw.unpack("C*").map { |c| "=%02X" % c }.join
    s = "=?#{cs}?#{e}?#{enc}?="
    p [s, NKF.nkf("-w", s), NKF.guess(s), Kconv.guess(s)]
  }
}
p NKF.guess("=?UTF-8?B?5pel?="), NKF.guess("x =?EUC-JP?B?xvw=?= y"), NKF.guess("=?ISO-2022-JP?B?GyRCRnwbKEI=?="), NKF.guess("=?SHIFT_JIS?B?k/o=?=")
t("-m -W -e", "=?ISO-2022-JP?B?GyRCRnxLXDhsGyhC?=")
t("-E -m -w", "=?ISO-2022-JP?B?GyRCRnxLXDhsGyhC?=")
t("-E -m -w", "=?Shift_JIS?B?k/qWew==?=")
t("-mB", "GyRCRnwbKEI=")
t("-mN", "=?EUC-JP?Q?=C6=FC?= x")
t("-mS", "=?EUC-JP?Q?=C6=FC?= x")
t("-m0 -Ew", "\e$BF|\e(Ba")
t("-Ew", "\xc6\xfc\e$BF|\e(B\xc6\xfc")
t("-Ww", "\e$BF|\e(Ba")

[["--hiragana -e", "ヴ"], ["--hiragana -Ee", "\xa5\xf4"], ["--hiragana -Ew", "\xa5\xf4"], ["--katakana -Ee", "\xa4\xf4"],
 ["--katakana -Ew", "\xa4\xf4"], ["--katakana -We", "ゔ"], ["--katakana -Ww", "ゔ"], ["-h3 -Ww", "ゔヴ"],
 ["-h3 -Ee", "\xa4\xf4\xa5\xf4"], ["--hiragana -Ej", "\xa5\xf4\xa5\xf5"], ["--hiragana -Es", "\xa5\xf4"]].each { |o, s| t(o, s) }

[["-Sw", "\xfa\x54"], ["-Ss", "\xfa\x5b"], ["-Ss", "\xfa\x58"], ["-Wj", "\xe2\x85\xa0"], ["-Wj", "\xef\xbf\xa2"],
 ["-Ws", "\xef\xbf\xa4"], ["-Js", "\e$Byz\e(B"], ["-Jw", "\e$Byz|{|||}\e(B"], ["-Je", "\e$Byz|{||\e(B"],
 ["-Js", "\e$(Dt.s}\e(B"], ["-Je", "\e$(Dt.s}\e(B"], ["-Jw", "\e$(Dt.s}\"C\e(B"], ["-Jj", "\e$(Dt.s}\e(B"],
 ["-Jj", "\e$B|{||\e(B"], ["-Ee", "\x8f\xf4\xae"], ["-Es", "\x8f\xf4\xae\x8f\xa2\xc3"], ["-Wj", "\xee\x80\x80"],
 ["-Ww", "\xee\x80\x80"], ["-Ee", "\x8f\xb0\xa1"], ["-Ej", "\x8f\xa2\xb1"], ["-Wj", "\xc2\xaf\xc2\xb8\xc4\x80"],
 ["-We", "\xc2\xaf\xc2\xb8\xc2\xa6"]].each { |o, s| t(o, s) }

["\xa4ab", "\x80ab", "\xffab", "\x8eab", "\x8fabc", "\xa4\x80ab", "ab\xa4", "\x8e\xe0ab", "\xa4\xa2\xa4",
 "\xa4\n", "\xa4 x", "\xa4\x7f", "\x8e\n", "\x8f\n\n", "\xa4\xff", "\x96{a"].each { |s| p [s, NKF.nkf("-Ee", s), NKF.nkf("-Ew", s)] }
["\x82ab", "\xffab", "\x82\x20ab", "\xfd\x40ab", "\xa0ab", "ab\x82", "\x82\n", "\xfd\n"].each { |s| p [s, NKF.nkf("-Ss", s), NKF.nkf("-Sw", s)] }
all = (0x21..0x7e).map { |r| (0x21..0x7e).map { |c| [r | 0x80, c | 0x80].pack("C2") }.join }.join
p all.tojis.tosjis.tojis == all.tojis, all.tosjis.toeuc.tosjis == all.tosjis, all.toutf8.tojis.toutf8 == all.toutf8
