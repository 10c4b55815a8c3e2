# String#hash is 1.8.7's (bytes as signed chars); chop removes one byte
# whatever $KCODE says ("\r\n" as one)
p "a".hash, "abc".hash, "".hash, "\xff".hash, "\x80\x81\x82".hash
p "h\xc3\xa9llo w\xc3\xb6rld \xe2\x82\xac".hash
p "hello world, a longer string to wrap the key".hash
$KCODE = "u"
p "ab\xe2\x82\xac".chop, "a\r\n".chop, "a\n\r".chop, "\r\n".chop, "".chop
p "\xc3\xa9".chop.chop
