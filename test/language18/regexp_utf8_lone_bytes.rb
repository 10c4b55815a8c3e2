# under -Ku a byte 0x80-0xff that starts no character is neither \w nor a
# word end; a multibyte character stays \w
require "helper"
show("ff w") { "\xff" =~ /\w/ }
show("ff W") { "\xff" =~ /\W/ }
show("scan w") { "a\xffb\x80c".scan(/\w+/) }
show("scan W") { "a\xffb\x80c".scan(/\W/) }
show("b") { "a\x80" =~ /a\b/ }
show("ff u flag") { "\xff" =~ /\w/u }
show("truncated") { "\xf0\x80" =~ /\w/ }
show("multibyte w") { "x\xc3\xa9\xe3\x81\x82".scan(/\w/) }
show("range class") { "\x80" =~ /[\x80-\xbf]/ }
show("dot") { "\xffa".scan(/./) }
show("space") { "\xa0" =~ /\s/ }
