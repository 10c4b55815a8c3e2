# nkf -M as 1.8.7's: an encoded word that would start past column 46, whatever
# the charset, starts on a new line ("\n "), the blanks before it kept on
# the line before
require 'nkf'
require "helper"
a = "\xef\xbc\xa1"; q = "\xef\xbc\x91"; w = "\xe6\x97\xa5\xe6\x9c\xac"
(40..60).step(2) { |n| show("#{n} one") { NKF.nkf("-WjM", "b" * n + " " + a) } }
(40..60).step(2) { |n| show("#{n} six") { NKF.nkf("-WjM", "b" * n + " " + a * 6) } }
(44..48).each { |n| show("#{n} e") { NKF.nkf("-WeM", "b" * n + " " + a) } }
show(:run) { NKF.nkf("-WjM", w * 5 + " abc " + a + q) }
show(:two) { NKF.nkf("-WjM", w + " abc " + a + q) }
show(:pair) { NKF.nkf("-WjM", w + " " + a + q) }
show(:long) { NKF.nkf("-WjM", w * 5 + " " + w * 5) }
[44, 45, 46, 47].each do |n|
  show("#{n} w s") { [NKF.nkf("-WwM", "b" * n + " " + a), NKF.nkf("-WsM", "b" * n + " " + a)] }
  show("#{n} blanks") { NKF.nkf("-WjM", "b" * n + "  " + a) }
end
