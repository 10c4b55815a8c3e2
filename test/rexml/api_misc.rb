# BOM and UTF-16 input, namespaces through XPath, Elements as Enumerable, attributes editing
require 'rexml/document'
include REXML
d = Document.new("\357\273\277<a>bom</a>")
p d.root.name, d.to_s
u16 = "\376\377" + "<a>hi</a>".unpack('C*').map { |c| [0, c] }.flatten.pack('C*')
d = Document.new(u16) rescue p($!)
p d.root.text rescue p($!)
d = Document.new("<a><![CDATA[x]]>y</a>")
p d.root.text, d.root.texts.size, d.root.cdatas.size
d = Document.new("<a xmlns:x='urn:x'><x:i>1</x:i><x:i>2</x:i><i>3</i></a>")
p d.root.elements.to_a('x:i').size, d.elements.to_a('//i').size, d.elements['//x:i'].text
d.elements.each('a/x:i') { |e| print e.text }; puts
p XPath.match(d, "//y:i", {'y' => 'urn:x'}).size
n = d.root.add_element('x:new')
p n.namespace, n.to_s
e = Element.new('q'); e.add_namespace('z', 'urn:z'); s = e.add_element('z:s'); p s.namespace, e.to_s
p Document.new("<a>a--b</a>").to_s
p Comment.new("a--b").to_s
d = Document.new("<a>1</a>")
p d.root.elements.size, d.root.elements.empty?, d.elements.size, d.elements[1].name
d = Document.new("<a><b>1</b><b>2</b></a>")
p d.root.elements["b[2]"].text, d.root.elements[2].text
d.root.elements.each_with_index { |el, i| p [el.text, i] }
p d.root.elements.map { |el| el.text } rescue p($!)
p d.root.elements.find { |el| el.text == '2' }.text rescue p($!)
p d.root.elements.select { |el| true }.size rescue p($!)
p d.root.attributes.empty?, d.root.attributes.length
d.root.attributes['k'] = 'v'
d.root.attributes['k2'] = 'v2'
p d.root.attributes.keys, d.root.attributes.values.map { |a| a.to_s }
d.root.attributes.each_attribute { |a| p a }
d.root.attributes.each { |k, v| p [k, v] }
p d.root.attributes.to_a
p d.root.attributes.delete('k').class
p d.root.to_s
d.root.add_attribute(Attribute.new('at', 'val'))
p d.root.to_s
p d.root.attributes.get_attribute('at').element == d.root
e = Element.new('t')
e.text = 'one'
e << Element.new('mid')
e.add_text('two')
p e.to_s, e.text, e.texts.map { |x| x.to_s }
e.text = 'ONE'
p e.to_s
p Element.new('a').add_element('b').add_element('c').xpath
d = Document.new("<r><a/><b/><a/></r>")
p d.root.elements['a[2]'].xpath, d.root.elements['b'].xpath
p XPath.first(d, "/r/a[2]").index_in_parent
p d.root.elements.index(d.root.elements['b'])
p Document.new('<a>&#x10000;</a>').root.text.unpack('U*')
p Document.new('<a>&amp;amp;</a>').root.text
doc = Document.new("<root><item id='1'>A</item><item id='2'>B</item></root>")
doc.root.each_element_with_attribute('id', '2') { |el| p el.text }
p doc.root.elements.collect('item') { |el| el.attributes['id'] }
p doc.root.elements.inject('item', '') { |s, el| s + el.text }
