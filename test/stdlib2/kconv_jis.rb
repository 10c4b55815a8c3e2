# kconv: guessing and JIS/EUC/SJIS conversion (pure Ruby, no nkf)
require 'kconv'
p Kconv.constants.sort, Kconv.methods(false).sort, Kconv.private_instance_methods(false).sort
p String.public_instance_methods(false).grep(/^(to(jis|euc|sjis|utf)|is(euc|sjis|utf8)|kconv)$/).sort
e = "\xa4\xa2\xa4\xa4\xb4\xc1\xbb\xfa"; s = e.tosjis; j = e.tojis
p Kconv.guess(e), Kconv.guess(s), Kconv.guess("\xe3\x81\x82\xe3\x81\x84"), Kconv.guess(j), Kconv.guess("abc"), Kconv.guess(""), Kconv.guess("\xff\xfe")
p s, j, s.toeuc == e, j.toeuc == e, s.tojis == j, j.tosjis == s, Kconv.kconv(e, Kconv::SJIS, Kconv::EUC) == s, e.kconv(Kconv::JIS) == j
p "abc".toeuc, "abc".tojis, "abc".toutf8, "ab".toutf16, "a\xa4\xa2b".tojis, "a\xa4\xa2b".tosjis
p e.iseuc ? true : false, s.issjis ? true : false, "\xe3\x81\x82".isutf8 ? true : false, s.iseuc, "abc".iseuc[0]
p Kconv.kconv("\xa4\xa2", Kconv::EUC, Kconv::EUC), Kconv.kconv("\xa4\xa2", Kconv::BINARY), Kconv.kconv("\xa4\xa2", Kconv::ASCII)
all = (0x21..0x7e).map { |r| (0x21..0x7e).map { |c| [r | 0x80, c | 0x80].pack('C2') }.join }.join
p all.tojis.tosjis.tojis == all.tojis
