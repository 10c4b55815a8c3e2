# split, gsub and scan step past an empty match by one character of the
# regexp's own kcode (//u, //e, //s, //n), falling back to $KCODE.
require "./fixtures/uc_helper"

class TestRegexpKcodeStep < Test::Unit::TestCase
  U = "\346\227\245\346\234\254"   # two 3-byte UTF-8 characters

  def test_split_by_regexp_kcode
    assert_equal(["\346\227\245", "\346\234\254"], U.split(//u))
    assert_equal(["\346\227\245", "\346\234\254"], U.split(/x*/u))
    assert_equal(["\346\227\245", "\346\234\254"], U.split(//u, 2))
    assert_equal(6, U.split(//).size)
    assert_equal(["\244\242", "\244\244"], "\xa4\xa2\xa4\xa4".split(//e))
    assert_equal(["\202\240", "\202\242"], "\x82\xa0\x82\xa2".split(//s))
    assert_equal(4, U.split(//e).size)
    assert_equal(6, U.split(//n).size)
  end

  def test_kcode_n_overrides_dollar_kcode
    $KCODE = "u"
    assert_equal(2, U.split(//).size)
    assert_equal(6, U.split(//n).size)
    assert_equal(["", "", ""], U.scan(//))
  ensure
    $KCODE = "n"
  end

  def test_gsub_scan
    assert_equal("-\346\227\245-\346\234\254-", U.gsub(//u, "-"))
    assert_equal("-\346\227\245-\346\234\254-", U.gsub(/x*/u, "-"))
    assert_equal(["", "", ""], U.scan(//u))
    assert_equal(7, U.scan(//).size)
  end

  def test_cut_character_at_end
    assert_equal(["a", "\343\201"], "a\343\201".split(//u))
    assert_equal(["a", "\343\201b"], "a\343\201b".split(//u))
    assert_equal(["\343"], "\343".split(//u, -1))
    assert_equal(["\343\201"], "\343\201".split(//u, 2))
    assert_equal(["", ""], "a\343\201".scan(//u))
    assert_equal("-a-\343\201b-", "a\343\201b".gsub(//u, "-"))
  end
end
