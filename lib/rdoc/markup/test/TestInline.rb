# rdoc/markup/test/TestInline.rb - tests of SimpleMarkup's inline markup:
# word pairs, tags, escapes and specials (run on loading, by test/unit)
require 'test/unit'
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_html'

class TestInline < Test::Unit::TestCase
  def html(text)
    SM::SimpleMarkup.new.convert(text, SM::ToHtml.new).sub(/\A<p>\n/, "").sub(/\n<\/p>\n\z/, "")
  end

  def test_word_pairs
    assert_equal("<b>bold</b> <em>em</em> <tt>tt</tt>", html("*bold* _em_ +tt+"))
    assert_equal("*two words*", html("*two words*"))
    assert_equal("<em>double</em>", html("__double__"))
  end

  def test_tags
    assert_equal("<b>x y</b> <em>i</em> <tt>c</tt>", html("<b>x y</b> <i>i</i> <code>c</code>"))
    assert_equal("<b><em>n</em></b>", html("<em><b>n</b></em>"))
  end

  def test_escapes
    assert_equal("*a* &lt;b&gt;x&lt;/b&gt;", html("\\*a* \\<b>x</b>"))
  end

  def test_specials
    am = SM::AttributeManager.new
    am.add_special(/WikiWord/, :WIKI)
    flow = am.flow("a WikiWord b")
    assert_equal(["a ", "WikiWord", " b"], flow.map { |f| f.is_a?(SM::Special) ? f.text : f })
  end
end
