# a nokogiri-shaped C extension (fixtures/xmlish: libxml2 found by
# pkg_config("libxml-2.0"), have_func/have_const probes, modules made with
# rb_define_module_under, rb_const_defined/rb_const_set, rb_iv_set,
# Data_Wrap_Struct with libxml's free) built against the installed headers
# (libxml2-dev); expected output: its Ruby model on REXML
# (fixtures/xmlish/model.rb) run by 1.8.7.  libxml2's own error messages
# are not compared, only the class raised
require "fixtures/ext3"
require "helper"
Ext3.load("xmlish")
include XMLish::XML

def tree(el)
  return el unless el.is_a?(Element)
  [el.instance_variable_get(:@name), el.instance_variable_get(:@attributes).sort,
   el.instance_variable_get(:@children).map {|c| tree(c) }]
end

src = <<XML
<?xml version="1.0" encoding="UTF-8"?>
<catalog id="c1" kind="books">
  <book isbn="123">
    <title>Ruby &amp; C</title>
    <price cur="EUR">12.50</price>
  </book>
  <book isbn="456"><title><![CDATA[<raw>]]></title></book>
  <empty/>
</catalog>
XML
doc = Document.parse(src)
show("loaded") { LIBXML_LOADED }
show("noblanks") { NOBLANKS }
show("version") { doc.version }
show("encoding") { doc.instance_variable_get(:@encoding) }
show("tree") { tree(doc.root) }
show("no encoding") { Document.parse("<a/>").instance_variable_get(:@encoding) }
["<a><b></a>", "<a", "", "text only"].each do |bad|
  show("bad #{bad.inspect}") { begin Document.parse(bad); rescue XMLish::XML::SyntaxError => e; e.class end }
end
show("not a string") { Document.parse(nil) }
show("new") { Document.new }
show("module tree") { [XMLish::XML.name, Document.name, XMLish::XML::SyntaxError.superclass] }
GC.start
show("root after GC") { tree(doc.root)[0] }
