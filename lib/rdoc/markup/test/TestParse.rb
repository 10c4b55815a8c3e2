# rdoc/markup/test/TestParse.rb - tests of how SimpleMarkup cuts text into
# fragments (run on loading, by test/unit)
require 'test/unit'
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_flow'

class TestParse < Test::Unit::TestCase
  def flow(text)
    SM::SimpleMarkup.new.convert(text, SM::ToFlow.new)
  end

  def test_paragraphs
    f = flow("one\ntwo\n\nthree")
    assert_equal(["one two", "three"], f.map { |p| p.body })
  end

  def test_verbatim_keeps_its_indentation
    f = flow("text\n\n  a\n    b\n\nafter")
    assert_equal(SM::Flow::VERB, f[1].class)
    assert_equal("  a\n    b\n", f[1].body)
  end

  def test_headings_and_rules
    f = flow("= One\n=== Three\n---")
    assert_equal([1, 3], f[0, 2].map { |h| h.level })
    assert_equal(1, f[2].width)
  end

  def test_lists
    f = flow("* a\n* b\n  * c\n1. x\n[l] y\nn:: z")
    assert_equal([:BULLET, :NUMBER, :LABELED, :NOTE], f.map { |l| l.type })
    assert_equal(["*", "*", SM::Flow::LIST], f[0].contents.map { |i| i.is_a?(SM::Flow::LI) ? i.label : i.class })
    assert_equal(["l", "n:"], [f[2].contents[0].label, f[3].contents[0].label])
  end

  def test_margin_is_the_least_indentation
    f = flow("  = H\n  text")
    assert_equal(SM::Flow::H, f[0].class)
    assert_equal("text", f[1].body)
  end
end
