# SimpleMarkup fragments as 1.8.7 hands them to a formatter: list starts,
# items and ends one level deeper than the text around (nested lists
# deeper still), a run of blank lines after a fragment one BlankLine (at
# its level; a verbatim block takes those after it), blank lines in a row
# inside a verbatim block one
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_html'
require 'rdoc/markup/simple_markup/to_flow'
class Rec
  attr_reader :res
  def initialize; @res = []; end
  def start_accepting; end
  def end_accepting; @res; end
  def accept_paragraph(am, f) @res << [:P, f.txt, f.level]; end
  def accept_verbatim(am, f) @res << [:V, f.txt, f.level]; end
  def accept_list_start(am, f) @res << [:LS, f.level]; end
  def accept_list_end(am, f) @res << [:LE, f.level]; end
  def accept_list_item(am, f) @res << [:I, f.txt, f.level]; end
  def accept_blank_line(am, f) @res << [:B, f.level]; end
  def accept_heading(am, f) @res << [:H, f.txt, f.level]; end
  def accept_rule(am, f) @res << [:R, f.level]; end
end
docs = ["a\n\nb", "a\n\n\nb", "a\n\n  v\n\nb", "  v\n\n  w", "= h\n\np", "p\n\n= h", "p\n\n---\n\nq", "* a\n\n  para2\n\n* b", "* a\n\n    verb\n\n* b", "* a\n\n* b\n\nafter", "* a\n  * b\n\n    c\n* d", "1. a\n\n   x\n2. b", "[x] a\n\n    v", "x::\n  a\n\n  b", "a\n* b\n\nc", "  v\n\n\n  w\n\np"]
docs.each { |d| p d; p SM::SimpleMarkup.new.convert(d, Rec.new) }
docs2 = ["\n\na\n\n", "a\n\n", "a\n \nb", "a\n\t\nb", "= h\n\n\n", "* a\n\n", "* a\n\n\n\n* b", "  v\n \n  w", "* a\n    v\n\n  p\n\n* b\n\n    v2\n\nend", "1. x\n   1. y\n\n      z\n\n   w\n2. q", "[a] b\n\n[c] d", "a::\n\n  b"]
docs2.each { |d| p d; p SM::SimpleMarkup.new.convert(d, Rec.new); puts SM::SimpleMarkup.new.convert(d, SM::ToHtml.new) }
# the attribute bits: BOLD 2, EM 4, TT 8
am = SM::AttributeManager.new
p am.flow("_c_ +d+ *e*").map { |x| x.is_a?(String) ? x : [x.turn_on, x.turn_off] }
p [:BOLD, :EM, :TT].map { |n| SM::Attribute.bitmap_for(n) }
