# SimpleMarkup (as rdoc 1.0): a "[label]" or "label::" line with nothing
# after it starts a list item only when a deeper line follows; otherwise
# it is paragraph text
require 'rdoc/markup/simple_markup'
require 'rdoc/markup/simple_markup/to_flow'
["[a, b]", "[a] text", "[a]\n  more", "[a]  ", "note:: x", "note::", "[a b] c\n[d] e",
 "x\n[a]\ny", "[]", "[a]b", "[a]\n[b] c", "note::\n  body", "[a]\n\n  para", "* [a]"].each do |t|
  r = SM::SimpleMarkup.new.convert(t, SM::ToFlow.new)
  p [t, r.map { |f| f.class.name.split("::").last + (f.respond_to?(:contents) ? f.contents.map { |c| c.respond_to?(:label) ? [c.label, c.body] : c.class }.inspect : f.body.inspect) }]
end
