# rexml: Document#write at every indent (the transitive form fails as
# 1.8.7's), Pretty compact/width, ie_hack, text and attribute escaping
require 'rexml/document'
include REXML
src = %q{<root><a x="1 &amp; 2" y='q"uote'>text &lt; &gt; &amp; ' "</a><b>  spaced   text  </b><c><d/><e>long text that goes on and on and on and on and on and on and on and on and on past eighty columns</e></c><!-- c --><?pi x?><f><![CDATA[ <x> ]]></f></root>}
d = Document.new(src)
[-1, 0, 2].each { |i| s = ""; d.write(s, i); puts "indent #{i}:", s }
[true, false].each do |c|
  f = Formatters::Pretty.new(2); f.compact = c; f.width = 40; s = ""; f.write(d, s); puts "pretty compact=#{c}:", s
end
s = ""; Formatters::Default.new(true).write(d, s); puts "ie_hack:", s
s = ""; d.write(s, -1, false, true); puts "ie hack write:", s
s = ""; p((d.write(s, 2, true) rescue $!.class))
e = Element.new("z"); e.text = "a < b & c > d"; puts e.to_s
e = Element.new("z"); e.add_text(Text.new("a &amp; b", false, nil, true)); puts e.to_s
e = Element.new("z"); e.attributes["k"] = "<&>\"'"; puts e.to_s
t = Text.new("x &ent; y", false, nil, true); puts t.to_s, (t.value rescue $!.class)
puts Text.new("  a  \n  b  ", true).to_s.inspect
puts Text.new("  a  \n  b  ", false).to_s.inspect
puts Document.new("<a>x<!--y--><b/>z</a>").root.texts.map { |x| x.to_s }.inspect
puts Document.new("<a>  </a>").root.text.inspect
puts Document.new("<a/>").root.text.inspect
puts Document.new("<?xml version='1.0' encoding='UTF-8' standalone='yes'?><a/>").to_s
puts Document.new("<a xmlns='u'><b/></a>").root.elements["b"].namespace
puts Document.new("<a><b>1</b><b>2</b></a>").root.elements.collect("b") { |x| x.text }.inspect
