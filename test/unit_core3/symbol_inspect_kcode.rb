# Symbol#inspect under each $KCODE: a byte >= 0x80 is a name character only
# when it leads a multibyte character of the kcode (the bytes after it are
# taken as they are); other names are quoted as String#dump writes them
["e", "s", "u", "n"].each do |k|
  $KCODE = k
  ["\xe3\x81\x82", "\xa4\xa2", "a\xa4\xa2b", "\x82\xa0", "\xc3\xa9", "\xff", "\xa4", "\xe3\x81\x82=", "@\xa4\xa2", "$\xa4\xa2", "\xa4\xa2?", "A\xc3\xa9"].each do |s|
    # a lead byte cut by the end of the name: 1.8.7 reads past the end
    next if k == "s" && s == "\xe3\x81\x82"
    print k, " ", s.unpack("H*")[0], " ", s.to_sym.inspect.unpack("C*").map { |c| c < 128 ? c.chr : "\\x%02x" % c }.join, "\n"
  end
end
$KCODE = "u"
p :"\xc3\xa9 x", :"a b", :"\n", :"a\"b", :"a#{"\#{"}b", :"\t\e"
