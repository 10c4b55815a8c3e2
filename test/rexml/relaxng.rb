# RelaxNG: documents the schema rejects raise ValidationException
require 'rexml/document'
require 'rexml/validation/relaxng'
schema = <<S
<element name="addressBook" xmlns="http://relaxng.org/ns/structure/1.0">
  <zeroOrMore>
    <element name="card">
      <attribute name="id"/>
      <element name="name"><text/></element>
      <optional><element name="email"><text/></element></optional>
      <choice><element name="a"><empty/></element><element name="b"><empty/></element></choice>
    </element>
  </zeroOrMore>
</element>
S
["<addressBook/>",
 "<addressBook><card><name>x</name><a/></card></addressBook>",
 "<addressBook><card id='1'><email>e</email><name>x</name><a/></card></addressBook>",
 "<addressBook><card id='1'><name>x</name></card></addressBook>",
 "<other/>"].each do |xml|
  v = REXML::Validation::RelaxNG.new(schema)
  pa = REXML::Parsers::TreeParser.new(xml)
  pa.add_listener(v)
  begin
    pa.parse
    p [xml, :valid]
  rescue REXML::Validation::ValidationException => e
    p [xml, e.class]
  rescue Exception => e
    p [xml, e.class, e.message[0,100]]
  end
end
