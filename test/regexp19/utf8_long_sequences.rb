# -Ku: bytes 0xf5 to 0xfd start characters of 4, 5 and 6 bytes to 1.8.7
# (Oniguruma's UTF-8 takes them for single bytes); such a character is a
# word character; cut short by the end it is lone bytes
$KCODE = "u"
strs = ["a\370\210\200\200\200b\374\204\200\200\200\200c", "\365\200\200\200z",
        "x\370\210", "\375\277\277\277\277\277", "\370ab", "h\303\251llo \360\237\230\200"]
strs.each do |s|
  p [s.scan(/./), s.scan(/\w/).size, s =~ /\W/, s =~ /\w+$/, s.index(/[^a-z]/),
     s.gsub(/\w/) { |c| c.size.to_s }, s.scan(/[\W]/), s.sub(/.\z/, "!"), s[/.{2}/]]
end
