# String basics beyond the corpus: tr, justify, strip, case, partition, insert, casecmp, upto
p "hello".tr("el", "ip"), "hello".tr("a-y", "b-z"), "hello".tr("^l", "*")
p "hello".tr_s("l", "r"), "aabbcc".tr_s("a-c", "x"), "hello".tr("lo", "")
p "hello".delete("l"), "hello".delete("a-k", "^e"), "aaabbb".squeeze, "aaabbb".squeeze("a")
p "hello world".count("lo"), "hello".count("a-z", "^l")
p "ab".ljust(5, "12"), "ab".rjust(5, "12"), "ab".center(7, "*"), "abc".center(2)
begin
  "x".ljust(3, "")
rescue => e
  puts "#{e.class}: #{e.message}"
end
p "  x  ".strip, "\t x\n".lstrip, "x \0".rstrip, "x".strip!
p "hELLo".swapcase, "hello world".capitalize, "ABC".downcase!, "abc".downcase!
p "a-b-c".partition("-"), "a-b-c".rpartition("-"), "abc".partition("x"), "abc".rpartition("x")
p "abc".partition(/b+/), "hello".rpartition(/l/)
p "abc".insert(1, "X"), "abc".insert(-1, "X"), "abc".insert(-2, "X")
p "aBc".casecmp("AbC"), "a".casecmp("B"), "b" <=> "a", "a" <=> 1
a = []
"a8".upto("b1") { |s| a << s }
p a
p "a".upto("e").to_a rescue puts "#{$!.class}: #{$!.message}"
p "abc".reverse, "abc".include?("bc"), "abc".include?(?c)
p "abc".start_with?("ab"), "abc".end_with?("bc", "x"), "abc".start_with?("b")
p "hello" * 0, "ab" + "cd", "%05.1f" % 3.14159
p "hello".index("l"), "hello".rindex("l"), "hello".index("l", -2), "hello".rindex("l", 2)
p "hello".index(/l+/), "hello".rindex(/l/), "hello".index(?o), "hello".rindex(?h)
p "0x1A".hex, "777".oct, "0b101".oct, "12abc".to_i, "ff".to_i(16), " 3.5e2x".to_f
s = "abc"
s[1..1] = "XYZ"
p s
s[/Y/] = "-"
p s
p s.slice!(1..2), s
p "abc".each_byte.to_a, "ab".bytes.to_a, "ab".chars.to_a
p "hello"[1..-2], "hello"[-3, 2], "hello"[5, 1], "hello"[6, 1], "hello"[2..1]
p "abc".succ, "Az".next, "zz99".succ
p "hello world".scan(/o./), "a1b2".scan(/([a-z])(\d)/)
p "hello".sub(/l/) { |m| m.upcase }, "hello".gsub(/(l)/, '<\1>'), "hello".gsub("l", "L")
p "John Smith".sub(/(\w+) (\w+)/, '\2, \1'), "abc".gsub(/b/, '[\&]'), "abc".gsub(/b/, "\\`\\'")
p "abc".dump, "a\"b".inspect, "\e\x01".inspect
p "chomp\r\n".chomp, "chomp\n\n".chomp(""), "abc".chomp("c"), "x\r".chomp, "chop\r\n".chop, "".chop
p "a,b".split(",", -1), "a,b,,".split(",", -1), "a b  c".split(" ", 2), "abc".split("", 2)
p "hello".hash == "hello".hash, "a".eql?("a"), "a".equal?("a")
p "abc".frozen?, "abc".freeze.frozen?
p "%s and %s" % %w[x y], "%-4s|" % "ab", "%3d|%-3d|" % [1, 2]
p "abc".sum, "Hello".crypt("ab").length
