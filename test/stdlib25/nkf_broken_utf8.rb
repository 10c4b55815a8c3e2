# NKF reading broken UTF-8 (-W) as 1.8.7's nkf: a stray continuation byte
# or a byte from F5 up takes the next byte with it, a lead byte takes the
# bytes it announces whatever they are, overlong forms, surrogates and
# codes beyond U+10FFFF are dropped whole
require 'nkf'
require "helper"
["\x83ab", "\xc3ab", "\xe3ab", "\xe3\x81ab", "\xf0abcd", "\xf0\x90abc",
 "\xf5abcd", "\xf8abcde", "\xfcabcdef", "\xfeab", "\xffab",
 "\xc0\x80ab", "\xe0\x80\x80ab", "\xf0\x80\x80\x80ab", "\xed\xa0\x80ab",
 "\xf4\x90\x80\x80ab", "a\x80", "a\xc3", "a\xe3\x81", "\xbf",
 "\xc3\xa9\x83\xc3\xa9x", "\xef\xbb\xbfab", "\xc2\xa0x", "\xed\x9f\xbfab",
 "\xf0\x9f\x98\x80ab"].each do |s|
  show(s.inspect) { [NKF.nkf("-Ww", s), NKF.nkf("-We", s), NKF.nkf("-Wj", s)] }
end
# text in EUC-JP or Shift_JIS read as UTF-8
show(:euc) { NKF.nkf("-Ww", "\xc6\xfc\xcb\xdc\xa5\xab abc \xa3\xc1") }
show(:sjis) { NKF.nkf("-We", "\x93\xfa\x96\x7b\x83\x4a\x83\x69 abc \x82\x60") }
