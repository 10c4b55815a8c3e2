require 'helper'
class S < String; end
s = S.new("abc")
%w(dup clone upcase downcase capitalize swapcase succ next reverse strip lstrip rstrip chomp chop squeeze delete tr to_s to_str * + center ljust rjust [] slice sub gsub each_line split lines chars).each do |m|
  args = case m
    when "squeeze", "delete" then ["a"]
    when "tr" then ["a", "b"]
    when "*" then [2]
    when "+" then ["x"]
    when "center", "ljust", "rjust" then [7]
    when "[]", "slice" then [0, 2]
    when "sub", "gsub" then [/b/, "B"]
    else []
  end
  show("S##{m}") { r = s.send(m, *args); r.respond_to?(:each) && !r.is_a?(String) ? r.to_a.map { |x| x.class } : [r.class, r] }
end
show(:S_split) { S.new("a b").split.map { |x| x.class } }
show(:S_each_line) { a = []; S.new("a\nb").each_line { |x| a << x.class }; a }
show(:S_scan) { S.new("ab").scan(/./).map { |x| x.class } }
show(:S_slice2) { S.new("abc")[/b/].class }
show(:S_partition) { S.new("abc").partition("b").map { |x| x.class } }
show(:S_inspect) { S.new("a").inspect.class }
show(:S_dump) { S.new("a").dump.class }
show(:S_percent) { (S.new("%d") % 1).class }
show(:S_eq) { S.new("a") == "a" }
show(:S_eql) { S.new("a").eql?("a") }
show(:S_hash) { S.new("a").hash == "a".hash }
show(:str_recursive_eq) { o = Object.new; def o.to_str; "a"; end; def o.==(x); :yes; end; "a" == o }
show(:str_eq_nostr) { "a" == 1 }
show(:str_cmp_obj) { o = Object.new; def o.to_str; "a"; end; def o.<=>(x); -1; end; "a" <=> o }
show(:str_cmp_obj2) { o = Object.new; "a" <=> o }
show(:succ) { %w(az zz a9 Zz 99 a-9 -9 1.9 \xff \xff\xff a\xff zz99 ZZ9 <<koala>> 1.2.9 *).map { |x| x.succ } }
show(:succ_empty) { "".succ }
show(:upto) { a = []; "a8".upto("b1") { |x| a << x }; a }
show(:upto_bad) { a = []; "b".upto("a") { |x| a << x }; a }
show(:upto_len) { a = []; "9".upto("10") { |x| a << x }; a }
show(:upto_z) { a = []; "zz".upto("a") { |x| a << x }; a }
show(:sum) { ["abc".sum, "abc".sum(8), "abc".sum(0), "\xff\xff".sum(1), "abc".sum(64), "abc".sum(100)] }
show(:crypt) { "abc".crypt("ab") }
show(:crypt_short) { "abc".crypt("a") }
show(:tr) { ["hello".tr("el", "ip"), "hello".tr("a-y", "b-z"), "hello".tr("^l", "*"), "hello".tr("lo", ""), "hello".tr("a-z", "A-"), "hello".tr("\\-", "x"), "a-b".tr("a\\-b", "xyz"), "hello".tr("z-a", "x")] }
show(:tr_s) { ["aabbcc".tr_s("a-c", "x"), "hello".tr_s("l", "r"), "hello".tr_s("^l", "*")] }
show(:delete) { ["hello".delete("l", "lo"), "hello".delete("a-z", "^l"), "he-llo".delete("-"), "hello".delete("^")] }
show(:delete_noarg) { "a".delete }
show(:count) { ["hello".count("lo"), "hello".count("a-z", "^l"), "hello".count("\\")] }
show(:count_noarg) { "a".count }
show(:squeeze) { ["aaabbb  cc".squeeze, "aaabbb".squeeze("a"), "aaabbb".squeeze("a-z", "^b")] }
show(:index) { ["hello".index("l", -2), "hello".index("", 5), "hello".index("", 6), "hello".index(?l), "hello".index(/l+/, 1), "hello".index("h", -10)] }
show(:rindex) { ["hello".rindex("l"), "hello".rindex("l", -3), "hello".rindex("", 10), "hello".rindex(/l/, 2), "hello".rindex(?h, -6), "hello".rindex("")] }
show(:aref) { s = "hello"; [s[1], s[-1], s[5], s[6], s[1, 2], s[5, 1], s[6, 1], s[-6, 1], s[1..-1], s[5..6], s[6..7], s["ll"], s["x"], s[/l(l)/, 1], s[/l(l)/, 2], s[/x/, 0], s[-2..-4], s[1, -1]] }
show(:aref_float) { "hello"[1.9] }
show(:aref_nil) { "hello"[nil] }
show(:aset) { s = "hello"; s[0] = "J"; s[-1, 1] = "y"; s[1..2] = ""; s["l"] = "L"; s[/y/] = "Y"; s }
show(:aset_err) { s = "hello"; s[10] = "x" }
show(:aset_err2) { s = "hello"; s["z"] = "x" }
show(:aset_err3) { s = "hello"; s[/z/] = "x" }
show(:aset_int) { s = "hello"; s[0] = 65; s }
show(:aset_len) { s = "hello"; s[5, 0] = "!"; s }
show(:aset_len_neg) { s = "hello"; s[1, -1] = "!" }
show(:aset_range) { s = "hello"; s[7..8] = "!" }
show(:aset_match_idx) { s = "hello"; s[/(e)(l)/, 2] = "X"; s }
show(:aset_match_idx_bad) { s = "hello"; s[/(e)(l)/, 3] = "X" }
show(:slice_bang) { s = "hello"; [s.slice!(1), s.slice!(1..2), s.slice!("o"), s.slice!(/z/), s.slice!(10), s] }
show(:insert) { ["abc".insert(0, "X"), "abc".insert(-1, "X"), "abc".insert(-2, "X"), "abc".insert(3, "X")] }
show(:insert_err) { "abc".insert(5, "X") }
show(:insert_err2) { "abc".insert(-5, "X") }
show(:mul_neg) { "a" * -1 }
show(:mul_big) { "a" * (2**62) }
show(:percent) { ["%s and %s" % ["a", "b"], "%05.1f" % 3.14159, "%-5s|" % "ab", "%x" % -255, "%c" % 65, "%%" % []] }
show(:percent_too_few) { "%s %s" % ["a"] }
show(:percent_too_many) { $DEBUG = false; "%s" % ["a", "b"] }
show(:center) { ["abc".center(10, "12"), "abc".ljust(8, "12"), "abc".rjust(8, "12"), "abc".center(2)] }
show(:center_empty) { "abc".center(10, "") }
show(:split) { [" a  b ".split(" "), " a  b ".split(/ /), "a,b,,".split(","), "a,b,,".split(",", -1), "abc".split(""), "abc".split("", 2), "a b c".split(nil, 2), "a1b2c".split(/(\d)/), "aXbXc".split("X", 0), "".split(","), "abc".split(/(?:)/), " a b".split(/\s*/), "a b".split(" ", -1)] }
show(:split_awk) { $; = ","; r = "a,b".split; $; = nil; r }
show(:each_line) { a = []; "a\nb\n\nc\n\n\nd".each_line("") { |l| a << l }; a }
show(:each_line2) { a = []; "axbxc".each_line("x") { |l| a << l }; a }
show(:each_line3) { a = []; "abc".each_line(nil) { |l| a << l }; a }
show(:each_line_mod) { s = "a\nb\nc"; a = []; s.each_line { |l| a << l; s.replace("") if l == "a\n" }; a }
show(:chomp) { ["a\r\n".chomp, "a\n\r".chomp, "a\r".chomp, "a\n\n".chomp(""), "a\r\n\r\n".chomp(""), "abc".chomp("c"), "abc".chomp(nil), "a\n".chomp("\n")] }
show(:chop) { ["a\r\n".chop, "\r\n".chop, "".chop, "a\n\r".chop] }
show(:strip) { ["\0 a \0".strip, " \t\n\v\f\ra ".strip, "\0a\0".rstrip, "\0a\0".lstrip] }
show(:to_i) { ["0x1A".to_i(16), "1A".to_i(16), "0b101".to_i(0), "0o17".to_i(0), "017".to_i(0), "0d19".to_i(0), "1_000".to_i, "1__0".to_i, "_1".to_i, " -12".to_i, "z".to_i(36), "12".to_i(2)] }
show(:to_i_bad) { "1".to_i(1) }
show(:to_i_bad2) { "1".to_i(37) }
show(:to_i_neg) { "1".to_i(-2) }
show(:to_f) { ["1e3".to_f, "1.5e".to_f, ".5".to_f, "1_0.5".to_f, "0x10".to_f, " 1.5 ".to_f, "-".to_f, "1e400".to_f, "-1e400".to_f, "1.e1".to_f, "1__0".to_f, "Infinity".to_f, "NaN".to_f] }
show(:hex_oct) { ["0x1f".hex, "-1f".hex, "zz".hex, "777".oct, "0x1f".oct, "0b11".oct, "-0o7".oct, "89".oct, "1_0".oct] }
show(:to_sym) { ["a".to_sym, "a b".to_sym.inspect] }
show(:to_sym_empty) { "".to_sym }
show(:to_sym_nul) { "a\0b".to_sym }
show(:intern) { "foo=".intern.inspect }
show(:inspect) { ["\e\a\b\t\n\v\f\r\0\x7f\xff\"\\\#{", "#$", "\#@x", "#a"].map { |x| x.inspect } }
show(:dump) { ["\e\a\xff\u0000".dump, "\#{x}".dump] }
show(:cmp) { ["a" <=> "b", "a" <=> "a", "b" <=> "a", "a" <=> "ab", "a" <=> 1] }
show(:casecmp) { ["aBc".casecmp("AbC"), "a".casecmp("B"), "b".casecmp("A")] }
show(:casecmp_bad) { "a".casecmp(1) }
show(:eqq) { "a" === "a" }
show(:eqtilde) { ["hello" =~ /ll/, "hello" =~ "ll"] rescue $! }
show(:match) { ["hello".match("l+")[0], "hello".match(/z/), "hello".match("(l)", 1)] rescue $! }
show(:scan) { ["a1b2".scan(/\d/), "a1b2".scan(/([a-z])(\d)/), "aaa".scan("a"), "abc".scan(//)] }
show(:scan_blk) { a = []; "a1b2".scan(/(\w)(\d)/) { |x, y| a << x + y << $~[0] }; a }
show(:gsub_hash) { "hello".gsub(/l/, "l" => "L") rescue $!.class }
show(:gsub_back) { ["hello".gsub(/(l)/, '<\1>'), "hello".gsub(/l/, '\0\0'), "hello".gsub(/(?<x>l)/, 'x') , "hello".gsub("l", '\\\\'), "hello".gsub(/e/, "\\`|\\'|\\&|\\+"), "abc".gsub(/b/) { $~.pre_match + $' }] rescue $! }
show(:gsub_blk_mod) { s = "abc"; s.gsub(/b/) { s.upcase! ; "x" } rescue $!.class }
show(:gsub_noarg) { "abc".gsub }
show(:gsub_enum) { "abc".gsub(/b/) }
show(:sub_bang_nil) { "abc".sub!(/z/, "") }
show(:sub_frozen) { "abc".freeze.sub!(/z/, "") }
show(:sub_frozen2) { "abc".freeze.sub!(/a/, "") }
show(:frozen_ops) { s = "a".freeze; %w(upcase! downcase! capitalize! swapcase! reverse! strip! chomp! chop! squeeze! succ! replace concat << insert).map { |m| begin; s.send(m, *(%w(replace concat <<).include?(m) ? ["x"] : m == "insert" ? [0, "x"] : [])); "ok"; rescue Exception => e; e.class.to_s; end } }
show(:bang_nil) { %w(upcase! downcase! capitalize! swapcase! strip! lstrip! rstrip! chomp! chop! squeeze! ).map { |m| "".send(m) } }
show(:concat_int) { "a" << 98 << 256 rescue $!.class }
show(:concat_neg) { "a" << -1 }
show(:concat_nil) { "a" << nil }
show(:plus_nil) { "a" + nil }
show(:replace_self) { s = "abc"; s.replace(s) }
show(:include_int) { "abc".include?(?a) }
show(:start) { "abc"[0, 0] }
show(:unpack_ret) { "abc".unpack("C*") }
show(:each_char) { a = []; "ab".each_char { |c| a << c }; a }
show(:bytes) { "ab".bytes.to_a }
show(:start_with) { ["abc".start_with?("ab", "x"), "abc".end_with?("bc"), "abc".start_with?()] }
show(:partition) { ["a-b-c".partition("-"), "a-b-c".rpartition("-"), "abc".partition(/z/), "abc".rpartition(/b/)] }
show(:partition_bad) { "abc".partition(1) }
show(:each_with_index) { a = []; "a\nb".each_with_index { |l, i| a << [l, i] }; a }
show(:ord_chr) { [65.chr, 255.chr, "a"[0]] }
show(:chr_bad) { 256.chr }
show(:capitalize) { ["hELLO".capitalize, "123ABC".capitalize, "".capitalize] }
show(:hash_eq) { "a".hash == "a".dup.hash }
show(:taint) { s = "a".taint; [s.upcase.tainted?, s.dup.tainted?, (s + "b").tainted?, ("b" + s).tainted?, s[0, 1].tainted?, s.to_sym.to_s.tainted?, s.inspect.tainted?, (s * 2).tainted?] }
show(:ljust_taint) { "a".ljust(3, "b".taint).tainted? }
show(:str_new) { [String.new, String.new("a"), String.new("a").equal?("a")] }
show(:str_new_bad) { String.new(1) }
show(:str_new_2) { String.new("a", "b") }
show(:swap_nonascii) { "\xe3\x81\x82a".swapcase }
show(:each_byte_mod) { s = "abc"; a = []; s.each_byte { |b| a << b; s.chop! }; a }
show(:lines_enum) { "a\nb".lines.to_a }
show(:squeeze_bang) { "abc".squeeze! }
show(:tr_bang) { ["abc".tr!("z", "y"), "abc".tr_s!("z", "y"), "abc".delete!("z")] }
show(:format_star) { format("%*d|%-*d", 5, 1, 5, 2) }
show(:upto_excl) { a = []; "a".upto("c", true) { |x| a << x }; a }
show(:next_bang) { s = "az"; s.next!; s }
show(:crypt_bad) { "a".crypt("") }
show(:unknown_meth) { "a".foo }
show(:to_str_conv) { o = Object.new; def o.to_str; 1; end; "a" + o }
