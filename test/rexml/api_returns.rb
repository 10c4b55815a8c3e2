# return values and edge cases of the tree API
require 'rexml/document'
include REXML
def t(l); r = yield; puts "#{l}: #{r.kind_of?(Array) ? r.map { |x| x.respond_to?(:expanded_name) ? x.expanded_name : x.to_s }.inspect : (r.respond_to?(:expanded_name) && !r.kind_of?(Attribute) ? '<' + r.expanded_name.to_s + '>' : r.inspect)}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message[0, 80]}"; end
d = Document.new("<r><a i='1'/><b/><a i='2'>t</a><c><a i='3'/></c></r>")
r = d.root
t("each ret") { r.elements.each { } }
t("each xpath ret") { r.elements.each('a') { } }
t("each_element ret") { r.each_element { } }
t("ewa max") { x = []; r.each_element_with_attribute('i', nil, 1) { |e| x << e }; x }
t("ewa name") { x = []; r.each_element_with_attribute('i', nil, 0, 'a') { |e| x << e }; x }
t("ewt") { x = []; r.each_element_with_text(nil, 0, 'a') { |e| x << e }; x }
t("elements[0]") { r.elements[0] }
t("elements[-1]") { r.elements[-1] }
t("elements[9]") { r.elements[9] }
t("elements['nope']") { r.elements['nope'] }
t("elements[1,'c']") { r.elements[1, 'c'] }
t("add_element nil") { r.add_element(nil) }
t("add_element ret") { r.add_element('z', 'k' => 'v').to_s }
t("Doc.new bad") { Document.new(42) }
t("Doc.new sym") { Document.new(:x) }
t("elements.add ret") { r.elements.add('y') }
t("elements << ret") { r.elements << Element.new('w') }
t("elements.delete(idx)") { r.elements.delete(1) }
t("delete_element xpath") { r.delete_element('c') }
t("size after") { r.elements.size }
t("text of nonexistent") { r.text('nope') }
t("attribute nonexist") { r.attribute('zz') }
t("attributes[] nil") { r.attributes['zz'] }
t("add_attribute ret") { r.add_attribute('q', '1') }
t("delete_attribute ret") { r.delete_attribute('q') }
t("delete_attribute none") { r.delete_attribute('none') }
t("add_text ret") { r.add_text('tail') }
t("text= ret") { Element.new('e').text = 'x' }
t("Element#[]") { r[0] }
t("Element#to_a") { r.to_a }
t("root of detached") { Element.new('x').root }
t("document of detached") { Element.new('x').document }
t("xpath of detached") { Element.new('x').xpath }
t("next_element last") { r.elements.to_a.last.next_element }
t("Element == ") { Element.new('a') == Element.new('a') }
t("Text ==") { Text.new('a') == Text.new('a') }
t("Attribute ==") { Attribute.new('a', 'b') == Attribute.new('a', 'b') }
t("comment <=>") { Comment.new('a') <=> Comment.new('b') }
t("doc.root= ?") { d.respond_to?(:root=) }
t("has_name? ns") { Element.new('p:x').has_name?('x', '') }
t("Element.new with context") { Element.new('x', nil, {:raw => :all}).raw }
t("insert_before xpath") { r.insert_before('b', Element.new('ins')); r.to_s }
t("insert_after xpath") { r.insert_after('b', Element.new('ins2')); r.to_s }
t("index") { r.index(r.elements['b']) }
t("replace_child") { r.replace_child(r.elements['b'], Element.new('rep')); r.to_s }
t("deep_clone doc") { d.deep_clone.to_s }
t("clone doc") { d.clone.to_s }
