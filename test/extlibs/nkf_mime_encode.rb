# NKF -M: words with characters beyond ASCII as MIME encoded words in the
# output's charset (runs of them in one word, folded where nkf folds),
# -MB (base64) and -MQ (quoted-printable) of the whole output
require "nkf"

def t(o, s) puts "#{o} #{s.inspect[0, 40]} => #{NKF.nkf(o, s).inspect}" end

["abc", "abc def", "a 日本 b", "日本 語", "日本語abc", "abc日本", "x" * 60, "日本\n語", "日本\r\nabc",
 "=?x?=", "日本" * 5, "日本" * 12, "日本 a 語", " 日本", "日本 ", "a  日本  b", "ｱｲ", "x\t日本"].each { |s|
  %w(-jM -wM -eM -sM).each { |o| t(o, s) }
}
["abc", "a 日本 b", "日本語abc", "x" * 120, "a\nb"].each { |s| t("-MB", s); t("-jMB", s); t("-MQ", s) }
t("-MQ", "a.b,c-d=e_f\n!g?\ttab")
t("-MQ", "日本語のテキスト" * 10)
s = "日本" * 30
%w(-wM -eM -jM -sM).each { |o| [s, "abcdefghij " + s, "abcdefghij" + s, "x " + s + " y\n" + s].each { |x| t(o, x) } }
(1..45).each { |n| %w(-wM -eM -jM -sM).each { |o| t(o, "日" * n) } }
# decoding what -M wrote gives the text back
%w(-jM -wM -eM -sM).each { |o| p NKF.nkf("-w -m", NKF.nkf(o, "abc 日本語 def " + "漢字" * 20)) }
