# nkf -f[len[-margin]] as 1.8.7's: lines joined (a blank between them, none
# after a wide character, an empty line kept), blanks collapsed, a new line
# where the line is full: a word may pass len by margin, the marks no line
# starts with ("!),./:;?]}" and 、。，．：；？！゛゜）」) stay, wide
# characters count two; 60-10 by default; a last line end added
require 'nkf'
require "helper"
a, i, u, maru, kagi = "\xe3\x81\x82", "\xe3\x81\x84", "\xe3\x81\x86", "\xe3\x80\x82", "\xe3\x80\x8c"
texts = ["aa bb cc dd ee ff gg\nhh", "a" * 23, "a b\n\nc d", "abc defghij klm\n", "  aa bb  cc dd ee",
  "aa\tbb cc dd ee ff", (a + i + u) * 3, "x" * 75 + " y\n", "aa. bb, cc dd ee", "a\r\nb c d e f g h i",
  "aa bb cc\n dd ee", "ab\ncd\nef gh ij kl mn op", "a\nb\nc\n\nd\n\n\ne", "abcd  efghij", "abcdef\nghij",
  "\nabc", "abc\r\ndef\rgh", "", "abc\n", "abc\n\n", "abcde \nfg", "a\n b", "\n\nabc", "ab\n\n \ncd",
  "ab\n \n\ncd", a + "a" + i + "b" + u + "c", "abcd" + a, a + "\n" + u, "a\n" + u, a + "\na", a + "\n\n" + u,
  a + i + maru + u, a + i + maru + maru + u, a + i + kagi + u, "abcd.efg", "abcd(efg", "abc..defg",
  "abc (x", "abcd.(x", a + "(", a + maru + "(", "abcde ", "abcdef ", "ab\tc\td\te"]
opts = %w(-f -f10 -f5 -f10-3 -f8-0 -f4-2 -f3- -f6 -f4-0 -f2-3)
texts.each do |s|
  opts.each { |o| show("#{o} #{s.inspect}") { NKF.nkf("-Ww " + o, s) } }
end
%w(-Wj\ -f6 -We\ -f6 -Ws\ -f4 -Ww\ -f5-2\ -Lw -Ww\ -f5-2\ -Lm -Ww\ -wf3 -Ww\ -f3x -Ww\ -f3-1x -Ww\ -f3-0\ -Z).each do |o|
  ["aa bb cc dd ee ff", (a + i + u) * 2 + "\nab cd", "\xef\xbc\xa1\xef\xbc\xa2\xef\xbc\xa3\xef\xbc\xa4"].each do |s|
    show("#{o} #{s.inspect}") { NKF.nkf(o, s) }
  end
end
