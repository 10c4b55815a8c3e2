# nkf guessing text with escapes and 8-bit bytes as 1.8.7's: an escape
# inside a cut 8-bit character is a byte of it (no ISO-2022-JP then),
# 8-bit text among ISO-2022-JP read in the code its bytes tell (a lone
# last byte dropped), a cut JIS X 0208 pair dropped, no kana past 0x5F
require 'nkf'
require "helper"
["\xe9\e$BF|\e(B", "\e$BF|\e(B\xe9", "\xa4\xa2\e$BF|\e(B", "\x82\xa0\e$BF|\e(B",
 "\xe3\x81\x82\e$BF|\e(B", "\e$BF|\e(B\xa4\xa2", "\e$BF|\e(B\x82\xa0", "\e$BF|\e(B\xe3\x81\x82",
 "\xe9", "\xe9\xe9", "\e(I1", "\x8e\xb1\e$BF|\e(B", "\e$B\e(B\xa4", "a\e$Bx", "\e$BF|\xe9",
 "\e(Ib1\e(B", "a\e$BF|\e(Bb", "a\e(Bb", "\e$B"].each do |s|
  show(s.inspect) { [NKF.guess(s), NKF.guess2(s), NKF.nkf("-w", s), NKF.nkf("-e", s), NKF.nkf("-s", s)] }
end
