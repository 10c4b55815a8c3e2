# NKF: a JIS X 0212 character in Shift_JIS output is written as its IBM
# extension code when CP932 has one (as nkf does), else dropped
require 'nkf'
p NKF.nkf("-s -J", "\e$(DTc\e(B")
p NKF.nkf("-s -E", "\x8f\xd4\xe3")
p NKF.nkf("-s -E", "a\x8f\xb0\xa1b")
