# namespaces: SOAP-like document, XPath with and without prefix bindings
require 'rexml/document'
include REXML
src = %q{<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" soap:encodingStyle="enc"><soap:Body><m:GetPrice xmlns:m="urn:m" xmlns="urn:default"><m:Item xsi:type="string">Apples</m:Item><Plain>p</Plain><m:Item>Pears</m:Item></m:GetPrice></soap:Body></soap:Envelope>}
d = Document.new(src)
r = d.root
p [r.name, r.prefix, r.namespace, r.namespaces.keys.sort, r.prefixes.sort, r.attributes['soap:encodingStyle'], r.attributes['encodingStyle']]
gp = XPath.first(d, "//m:GetPrice", "m" => "urn:m")
p [gp.name, gp.namespace, gp.namespace('m'), gp.namespace(''), gp.namespaces.size]
p XPath.match(d, "//m:Item", "m" => "urn:m").map { |e| e.text }
p XPath.match(d, "//m:Item").map { |e| e.text }
p XPath.match(gp, "m:Item[@xsi:type='string']").map { |e| e.text }
p XPath.match(d, "//Plain").map { |e| [e.name, e.namespace] }
p XPath.match(d, "//d:Plain", "d" => "urn:default").size
p XPath.match(d, "//*[local-name()='Item']").size, XPath.match(d, "//*[namespace-uri()='urn:m']").size
it = gp.elements[1]
p [it.attribute('type', 'http://www.w3.org/2001/XMLSchema-instance').to_s, it.attributes.get_attribute_ns('http://www.w3.org/2001/XMLSchema-instance', 'type').value]
p gp.elements['m:Item'].text, gp.elements['Plain'].text, gp.get_elements('m:Item').size
n = gp.add_element('m:New')
p n.namespace, n.to_s
e = Element.new('x:y'); p e.namespace
begin; Document.new("<a><p:b/></a>"); rescue => ex; p ex.class, ex.message; end
begin; Document.new("<a xmlns:p='u'><p:b q:c='1'/></a>"); rescue => ex; p ex.class, ex.message; end
p Document.new("<a xmlns:p='u'><p:b p:c='1' c='2'/></a>").root.elements[1].attributes.size
puts d.to_s
