# Element, Elements, Attributes, Attribute and the other node classes
require 'rexml/document'
include REXML
d = Document.new("<r><a id='1'>x<b>y</b>z</a><a id='2'><c/>w</a><!--m--><d/>tail</r>")
r = d.root
p [r.name, r.parent.class, r.document.equal?(d), r.root.equal?(r), r.root_node.equal?(d)]
a1 = r.elements[1]; a2 = r.elements[2]
p [a1.attributes['id'], r.elements[2, 'a'].attributes['id'], r.elements['a[2]'].attributes['id'], r.elements['d'].name]
p [r.elements.size, r.elements.index(a2), r.elements.to_a.map { |e| e.name }, r.elements.to_a('a').size]
p [a1.next_element.attributes['id'], a2.previous_element.attributes['id'], r.elements['d'].next_element, a1.previous_element]
p [a1.index_in_parent, a2.index_in_parent, r.elements['d'].index_in_parent, a1.next_sibling_node.class, r.elements['d'].next_sibling.to_s]
p [a1.text, a1.texts.map { |t| t.to_s }, a1.get_text.class, a2.text, r.text, r.text('a/b')]
p [r.comments.map { |c| c.to_s }, r.cdatas, r.instructions]
p r.elements.collect { |e| e.name }
p r.elements.inject { |acc, e| acc.name + e.name rescue e }.class
r.each_element { |e| print e.name, " " }; puts
r.each_element('a') { |e| print e.attributes['id'], " " }; puts
r.each_element_with_attribute('id') { |e| print e.attributes['id'], " " }; puts
r.each_element_with_attribute('id', '2') { |e| print e.attributes['id'], " " }; puts
r.each_element_with_text { |e| print e.name, " " }; puts
r.each_element_with_text('w') { |e| print e.name, " " }; puts
p r.get_elements('a').size
n = r.add_element('new', { 'k' => 'v' })
p [n.to_s, n.parent.equal?(r)]
n2 = Element.new('other')
r.add_element(n2)
n2.add_attribute('q', '1 < 2 & "x"')
p [n2.to_s, n2.attributes['q'], n2.attribute('q').to_s, n2.attribute('q').value]
n2.add_attributes({'z' => '1'})
p n2.attributes.size
n2.delete_attribute('z')
p [n2.attributes.size, n2.has_attributes?]
n2.attributes['q'] = nil
p [n2.to_s, n2.has_attributes?]
n2.text = 'hello'
p n2.to_s
n2.text = 'a<b'
p [n2.to_s, n2.text]
n2.add_text(' more')
p [n2.to_s, n2.texts.size]
n2.add_text(Text.new('T'))
p [n2.to_s, n2.texts.size]
n2.text = nil
p n2.to_s
p r.delete_element(n2)
p((r.delete_element("new").name rescue $!.class))
p((r.delete_element(1).attributes["id"] rescue $!.class))
p r.to_s
p r.elements.delete_all('a').size
p r.to_s
e = Element.new('p:x')
p [e.name, e.prefix, e.expanded_name, e.namespace, e.has_name?('x'), e.has_name?('p:x')]
e.add_namespace('p', 'urn:p')
e.add_namespace('urn:default')
p [e.namespace, e.namespace('p'), e.namespaces.sort, e.prefixes.sort]
e.delete_namespace('p')
p e.prefixes
c = e.add_element('c')
p [c.namespace, c.xpath, e.xpath]
p [Element.new.name, Element.new('x').inspect, e.inspect, e.clone.to_s, e.deep_clone.to_s]
d2 = Document.new("<a xmlns='d' xmlns:p='urn:p'><p:b p:k='v' k='w'/></a>")
b = d2.root.elements[1]
p [b.name, b.prefix, b.namespace, b.attributes.get_attribute('p:k').value, b.attributes['k'], b.attribute('k', 'urn:p').to_s]
p [b.attributes.get_attribute_ns('urn:p', 'k').to_s, b.attributes.prefixes, d2.root.attributes.prefixes]
p b.attributes.to_a.map { |x| x.to_string }.sort
p b.attribute('k').namespace, b.attribute('k').prefix
b.attributes.each { |k, v| p [k, v] } if b.attributes.size == 1
at = Attribute.new('n', 'v&amp;')
p [at.name, at.to_s, at.value, at.to_s, at.to_string, at.inspect, at.node_type, at.element]
at2 = Attribute.new('n', 'v&amp;')
p at == at2, at.clone.to_s
x = Element.new('x')
p((x << Text.new('1')).class)
x << Comment.new('c'); x << CData.new('d'); x << Instruction.new('t', 'c')
p x.to_s, x.size, x.children.map { |k| k.node_type }
x.insert_before(x[1], Element.new('before'))
x.insert_after(x[0], Element.new('after'))
p x.to_s
x[0].replace_with(Text.new('R'))
p x.to_s
x[1].remove
p [x.to_s, x.index(x[2])]
p x.delete_at(0).to_s, x.to_s
x.unshift(Element.new('first'))
p x.to_s, x.to_a.size, x.parent?, Text.new('t').parent?
