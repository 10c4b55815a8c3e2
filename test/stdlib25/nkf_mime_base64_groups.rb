# nkf -mB as 1.8.7's: the text is base64 by groups of four, padding
# included (a group padded from its third character gives one byte, from
# its fourth two, and a new group may follow); a blank inside a group
# drops the group and is written, blanks between groups are dropped, a
# group cut at the end is dropped. Padding inside an encoded word starts
# a new group too.
require 'nkf'
require "helper"
["QUE", "QQ==QUFB", "QU=B", "QUFBQ", "QUFB", "QQ=", "QQ", "QQ==", "QUI=QUI=",
 "QUFB\nQUFB", "QUFBQU\nFB", "QU B", "QU\nB", "QUFB QUFB", " QUFB ", "5pel5pys",
 "QUFB\r\nQUJD\r\n", "QU\tFB"].each do |s|
  show(s.inspect) { [NKF.nkf("-mB -x -Jw", s), NKF.nkf("-mB -Ww", s)] }
end
show(:word1) { NKF.nkf("-w", "=?UTF-8?B?QQ==QUFB?=") }
show(:word2) { NKF.nkf("-w", "=?UTF-8?B?QU=B?=") }
show(:word3) { NKF.nkf("-w", "=?UTF-8?B?5pel?= =?UTF-8?B?5pys?=") }
