# $= (deprecated): with it set, String comparison and searching and every
# regexp match ignore case; eql?, hash, count, tr do not
$stderr.reopen($stdout)
$= = true
p "abc" == "ABC", "abc".eql?("ABC"), "abc" <=> "ABD", "abc".hash == "ABC".hash
p "aBc".index("b"), "xABC".include?("bc"), "abc" =~ /B/, "abc".sub("B", "x"), "abc".gsub(/B/, "x")
p "abc".scan("B"), "abc".split("B"), {"a" => 1}["A"], "abc".casecmp("ABC"), "aBc".count("b")
p "abc".start_with?("A"), "abc".end_with?("BC"), "aBc".tr("b", "x"), Regexp.new("B") =~ "abc"
p "abc".rindex("B"), "abc".partition("B"), "abc".squeeze("B"), %w(b A c).sort, $=
$= = false
p "abc" == "ABC", "abc" =~ /B/, %w(b A c).sort, $=
