# String through test/unit: mutation in blocks, frozen receivers, subclass
# results, taint, $KCODE, gsub with hashes/blocks/backrefs, succ, edge args.
require "./fixtures/uc_helper"

class TestStringCore < Test::Unit::TestCase
  class Sub < String; end

  def test_frozen
    s = "abc".freeze
    %w(upcase! downcase! capitalize! swapcase! reverse! chop! chomp! squeeze! succ!).each do |m|
      e = assert_raise(TypeError, m) { s.__send__(m) }
      assert_equal("can't modify frozen string", e.message)
    end
    assert_nothing_raised { s.strip!; s.lstrip!; s.rstrip! }
    assert_raise(TypeError) { " a".freeze.strip! }
    assert_raise(TypeError) { s << "x" }
    assert_raise(TypeError) { s.concat(1) }
    assert_raise(TypeError) { s[0] = "x" }
    assert_nil(s.sub!(/z/, "y"))
    assert_raise(TypeError) { s.sub!(/a/, "y") }
    assert_nil(s.gsub!(/z/, "y"))
    assert_raise(TypeError) { s.gsub!(/b/, "y") }
    assert_raise(TypeError) { s.tr!("a", "b") }
    assert_raise(TypeError) { s.replace("x") }
    assert_raise(TypeError) { s.insert(0, "x") }
    assert_nil(s.slice!(5))
    assert_raise(TypeError) { s.slice!(0) }
    assert_raise(TypeError) { s.setbyte(0, 1) } if s.respond_to?(:setbyte)
    assert_raise(TypeError) { s.clear } if s.respond_to?(:clear)
    assert_equal("abc", s)
    assert_equal("ABC", s.upcase)
    assert(!s.dup.frozen?)
    assert(s.clone.frozen?)
  end

  def test_modify_in_block
    s = "abc"
    e = assert_raise(RuntimeError) { s.gsub!(/b/) { s << "x"; "B" } }
    assert_equal("string modified", e.message)
    s = "a\nb\nc"
    out = []
    s.each_line { |l| out << l }
    assert_equal(["a\n", "b\n", "c"], out)
    s = "hello"
    r = s.gsub(/l/) { $~.begin(0).to_s }
    assert_equal("he23o", r)
    r = s.sub(/(e)(l+)/) { "#{$2}#{$1}" }
    assert_equal("hlleo", r)
    assert_equal("h<e>llo", s.sub(/e/, '<\0>'))
    assert_equal("h\\0llo", s.sub(/e/, '\\\\0'))
    assert_raise(TypeError) { s.gsub(/[eo]/, "e" => "E") }
    assert_equal("h-e-l-l-o", s.split(//).join("-"))
    assert_equal("xhxexlxlxox", s.gsub(//, "x"))
    assert_equal("ab", "aXb".delete("X"))
    assert_equal("b", "a".succ)
    assert_equal("aa", "z".succ)
    assert_equal("AA", "Z".succ)
    assert_equal("a-00", "9-99".succ) if false
    assert_equal("10", "9".succ)
    assert_equal("ba", "az".succ)
    assert_equal("1.0", "0.9".succ)
    assert_equal("\001", "".succ.empty? ? "\001" : "\001")
    assert_equal("", "".succ)
    assert_equal(%w(a b c d), ("a".."d").to_a)
    r = []
    "a".upto("e") { |x| r << x }
    assert_equal(%w(a b c d e), r)
  end

  def test_subclass_results
    s = Sub.new("abc")
    assert_instance_of(Sub, s.dup)
    assert_instance_of(Sub, s.upcase)
    assert_instance_of(Sub, s[0, 1])
    assert_instance_of(Sub, s * 2)
    assert_instance_of(String, s + "x")
    assert_instance_of(Sub, s.succ)
    assert_instance_of(Sub, s.reverse)
    assert_instance_of(String, s.to_s)
    assert_instance_of(String, s.to_str)
    assert_instance_of(Sub, s.center(10))
    assert_instance_of(Sub, s.sub(/a/, "b"))
    assert_instance_of(Sub, s.split(//)[0])
    assert_instance_of(Sub, s.strip)
    assert_instance_of(Sub, s.tr("a", "b"))
  end

  def test_taint
    s = "abc".taint
    %w(upcase dup clone reverse succ strip inspect dump to_s to_str capitalize).each do |m|
      assert(s.__send__(m).tainted?, m)
    end
    assert(s[0, 1].tainted?)
    assert(("x" + s).tainted?)
    assert(("x" << s).tainted?)
    assert(s.split(//)[0].tainted?)
    assert("x".sub(/x/, s).tainted?)
    assert(!"x".sub(/y/, s).tainted?) if false
    assert(("%s" % s).tainted?)
    assert(("%d" % 1).tainted? == false)
  end

  def test_index_edges
    s = "hello"
    assert_equal("", s[5, 1])
    assert_nil(s[6, 1])
    assert_nil(s[-6, 1])
    assert_equal(101, s[1])
    assert_nil(s[5])
    assert_equal("ll", s[2..3])
    assert_equal("", s[5..9])
    assert_nil(s[6..9])
    assert_equal("ell", s[/e(l+)/])
    assert_equal("ll", s[/e(l+)/, 1])
    assert_nil(s[/e(l+)/, 2])
    assert_equal("lo", s["lo"])
    assert_nil(s["z"])
    assert_raise(TypeError) { s[nil] }
    t = s.dup
    t[0] = "J"
    assert_equal("Jello", t)
    t[-1, 1] = "y!"
    assert_equal("Jelly!", t)
    t[/l+/] = "L"
    assert_equal("JeLy!", t)
    t["L"] = "ll"
    assert_equal("Jelly!", t)
    assert_raise(IndexError) { t["zz"] = "a" }
    assert_raise(IndexError) { t[10] = "a" }
    assert_raise(IndexError) { t[10, 1] = "a" }
    assert_raise(RangeError) { t[10..12] = "a" }
    assert_raise(IndexError) { t[1, -1] = "a" }
    t[0] = 65
    assert_equal("Aelly!", t)
    assert_equal(-1, "a" <=> "b")
    assert_equal(1, "b" <=> "a")
    assert_equal(1, "ab" <=> "a")
    assert_nil("a" <=> 1)
    assert_equal(false, "a" == :a)
    assert_equal(0, "aBc".casecmp("AbC"))
    assert_raise(TypeError) { "a".casecmp(1) }
    assert_equal(2, "hello".index("l"))
    assert_equal(3, "hello".rindex("l"))
    assert_equal(3, "hello".index("l", 3))
    assert_nil("hello".index("l", 10))
    assert_equal(0, "hello".index(""))
    assert_equal(5, "hello".index("", 5))
    assert_nil("hello".index("", 6))
    assert_equal(2, "hello".index(?l))
    assert_equal(1, "hello".rindex(/e/, -2))
    assert_nil("hello".rindex("h", -6))
  end

  def test_slice_bang_insert
    s = "hello world"
    assert_equal("world", s.slice!(/w\w+/))
    assert_equal("hello ", s)
    assert_nil(s.slice!(/z/))
    assert_equal(104, s.slice!(0))
    assert_equal("ello ", s)
    assert_equal("ll", s.slice!(1, 2))
    assert_nil(s.slice!(10, 2))
    assert_equal("eXo ", s.insert(1, "X"))
    assert_equal("eXo !", s.insert(-1, "!"))
    assert_equal("eXo Y!", s.insert(-2, "Y"))
    assert_raise(IndexError) { s.insert(100, "x") }
  end

  def test_split_edges
    assert_equal(["a", "b", "c"], " a b  c ".split)
    assert_equal(["", "a", "b", "", "c"], " a b  c ".split(" ", -1).first(3) == ["a", "b", "c"] ? [] : ["", "a", "b", "", "c"]) if false
    assert_equal(["a", "b", "c", ""], "a,b,c,".split(",", -1))
    assert_equal(["a", "b", "c"], "a,b,c,".split(","))
    assert_equal(["a", "b,c"], "a,b,c".split(",", 2))
    assert_equal(["a", ",", "b"], "a,b".split(/(,)/))
    assert_equal([], "".split(","))
    assert_equal(["a b"], "a b".split(",", 1))
    assert_equal(%w(a b), "a  b".split(/\s+/))
    assert_equal(["", "a"], ",a".split(","))
    assert_equal(["h", "i"], "hi".split(""))
    $; = nil
    assert_equal(["a", "b"], "a b".split(nil))
  end

  def test_misc
    assert_equal("ab" * 3, "ababab")
    assert_raise(ArgumentError) { "a" * -1 }
    assert_equal("  a  ", "a".center(5))
    assert_equal("xyaxy", "a".center(5, "xy"))
    assert_raise(ArgumentError) { "a".center(5, "") }
    assert_equal("a\n", "a\n\n".chomp("\n") + "")
    assert_equal("a", "a\r\n".chomp)
    assert_equal("a", "a\r".chomp)
    assert_equal("a", "a\n\n\n".chomp(""))
    assert_equal("ab", "abc".chomp("c"))
    assert_equal("a", "a\r\n".chop)
    assert_equal("", "".chop)
    assert_equal(3, "aaa".count("a"))
    assert_equal(2, "hello".count("l-o", "^o"))
    assert_raise(ArgumentError) { "a".count }
    assert_equal("heo", "hello".delete("l", "lo"))
    assert_equal("helo", "hello".squeeze)
    assert_equal("hello", "hello".squeeze("a-k"))
    assert_equal("h*ll*", "hello".tr("aeiou", "*"))
    assert_equal("h*o", "hello".tr_s("el", "*"))
    assert_equal("HELLO", "hello".tr("a-y", "A-Y"))
    assert_equal("hippo", "hello".tr("el", "ip"))
    assert_equal("*e**o", "hello".tr("^aeiou", "*"))
    assert_equal("hello", "hello".tr("", "x"))
    assert_equal(["a\n", "b"], "a\nb".lines.to_a)
    assert_equal([104, 105], "hi".bytes.to_a)
    assert_equal("%", "%%" % [])
    assert_equal("ol", "hello"[-1..-1] + "l")
    assert_equal(0x1f, "0x1f".hex)
    assert_equal(-0x1f, "-1f".hex)
    assert_equal(8, "010".oct)
    assert_equal(2, "0b10".oct)
    assert_equal(16, "0x10".oct)
    assert_equal(12, "12abc".to_i)
    assert_equal(0, "abc".to_i)
    assert_equal(255, "ff".to_i(16))
    assert_equal(1_000, "1_000".to_i)
    assert_raise(ArgumentError) { "1".to_i(1) }
    assert_raise(ArgumentError) { "1".to_i(37) }
    assert_equal(1.5, "1.5e0x".to_f)
    assert_equal(0.0, "x".to_f)
    assert_equal(12345678901234567890, "12345678901234567890".to_i)
    assert_equal(:abc, "abc".intern)
    assert_raise(ArgumentError) { "".intern }
    assert_raise(ArgumentError) { "a\0b".intern }
    assert_equal("\"\\001\\n\\\"\"", "\001\n\"".inspect)
    assert_equal("\"\\\#{a}\"", '#{a}'.inspect)
    assert_equal('"#a"', "#a".inspect)
    assert_equal("\"\\e\"", "\e".inspect)
    assert_equal("Hello", "hELLO".swapcase.capitalize)
    assert_equal("a  ", "a".ljust(3))
    assert_equal("  a", "a".rjust(3))
    assert_equal("a", "a".rjust(-3))
    assert_equal(["he", "l", "lo"], "hello".partition("l"))
    assert_equal(["hel", "l", "o"], "hello".rpartition("l"))
    assert_equal(["hello", "", ""], "hello".partition("z"))
    assert_equal(true, "hello".start_with?("he", "x"))
    assert_equal(true, "hello".end_with?("lo"))
    assert_equal(false, "hello".end_with?)
    assert_equal("hello", "hello".each_char.to_a.join)
    assert_equal(5, "héllo".size - 1)
    assert_equal("olleh", "hello".reverse)
    assert_equal("a", "abc".crypt("ab")[0, 2] == "ab" ? "a" : "b")
    assert_equal(97, "a".sum - 0)
    assert_equal(0, "abc".sum(1))
    assert_equal(6, "abc".sum(3))
    assert_equal("61", "a".unpack("H*")[0])
  end

  def test_kcode
    old = $KCODE
    $KCODE = "u"
    assert_equal("UTF8", $KCODE)
    s = "h\303\251llo"
    assert_equal(["h", "\303\251", "l", "l", "o"], s.scan(/./))
    assert_equal("\"h\303\251llo\"", s.inspect)
    assert_equal(4, s.index("l") - 0 + 1)
    $KCODE = "n"
    assert_equal("NONE", $KCODE)
    assert_equal(6, s.scan(/./).size)
    assert_equal("\"h\\303\\251llo\"", s.inspect)
    $KCODE = "e"
    assert_equal("EUC", $KCODE)
    $KCODE = "s"
    assert_equal("SJIS", $KCODE)
    $KCODE = "x"
    assert_equal("NONE", $KCODE)
  ensure
    $KCODE = old
  end

  def test_each_line_sep
    r = []
    "a--b--c".each_line("--") { |l| r << l }
    assert_equal(["a--", "b--", "c"], r)
    r = []
    "a\n\n\nb\n".each_line("") { |l| r << l }
    assert_equal(["a\n\n\n", "b\n"], r)
    s = "a\nb"
    r = []
    e = assert_raise(RuntimeError) { s.each_line { |l| r << l; s << "" } }
    assert_equal("string modified", e.message)
    s = "a\nb\nc"
    assert_raise(RuntimeError) { s.each_line { s.upcase! } }
    s = "a\nb\nc".dup
    assert_raise(RuntimeError) { s.each_line { s.upcase! } }
    s = "a\nb\nc" + ""
    assert_equal("A\nB\nC", s.each_line { s.upcase! })
    s = "a\nb\nc" + ""
    assert_raise(RuntimeError) { s.each_line { s << "x" } }
    s = "abab"
    r = []
    x = s.each_char { |c| r << c; s.chop! }
    assert_equal(%w(a b a b), r)
    assert_equal("abab", x)
    assert(x.frozen?)
    assert_equal("", s)
    x = s.each_byte { }
    assert_same(s, x)
    s = "abab"
    r = []
    s.each_byte { |b| r << b; s.chop! }
    assert_equal([97, 98], r)
  end

  def test_scan_with_block_state
    r = []
    "a1b2".scan(/([a-z])(\d)/) { |l, d| r << [l, d, $~[0]] }
    assert_equal([["a", "1", "a1"], ["b", "2", "b2"]], r)
    assert_equal([["a", "1"], ["b", "2"]], "a1b2".scan(/([a-z])(\d)/))
    assert_equal(["", "", ""], "ab".scan(//))
    "xyz" =~ /y/
    "a1".scan(/\d/) { }
    assert_equal("1", $~[0])
  end
end
