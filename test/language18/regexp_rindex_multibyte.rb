# a backward regexp search under a multibyte $KCODE tries the start position
# as given, then only the character heads before it
require "helper"
s = "\xa4\xa2\xa4\xa4"
show("literal in char") { s.rindex(/\xa2/) }
show("group in char") { s.rindex(/(?:\xa2)/) }
show("lead from end") { s.rindex(/\xa4/) }
show("lead from 3") { s.rindex(/\xa4/, 3) }
show("group from 3") { s.rindex(/(?:\xa4)/, 3) }
show("alt from 3") { (s + "x").rindex(/x|\xa2/, 3) }
show("inside from 1") { s.rindex(/\xa2/, 1) }
show("two bytes") { s.rindex(/\xa4\xa4/) }
show("dot") { s.rindex(/./) }
show("dot from 3") { s.rindex(/./, 3) }
show("empty") { s.rindex(//, 3) }
show("ascii after") { "a\xa4\xa2".rindex(/\xa2/) }
show("rpartition") { "x\xa4\xa2y".rpartition(/\xa2|x/) }
show("match data") { s.rindex(/(\xa4)/); [$~.begin(0), $1] }
$KCODE = "u"
u = "\xc3\xa9\xc3\xa9"
show("u continuation") { u.rindex(/\xa9/) }
show("u lead") { u.rindex(/\xc3/) }
show("u from 3") { u.rindex(/\xa9/, 3) }
show("u lone bytes") { "\xc3\xa9\xa9\xa9".rindex(/\xa9/) }
show("u letters") { "aéb".rindex(/é/) }
