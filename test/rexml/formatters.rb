# Document#write and the Default, Pretty and Transitive formatters
require 'rexml/document'
require 'rexml/formatters/transitive'
include REXML
src = "<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE r [\n<!ENTITY foo 'bar'>\n]>\n<r a='1' b=\"x&amp;y\"><a>t &foo; &lt;</a><![CDATA[ x<y ]]><!-- c --><?pi data?><b xmlns='urn:x'><c/></b>\n  <long>#{'word ' * 30}</long><e></e><m>a<i>b</i>c</m></r>\n"
d = Document.new(src)
[-1, 0, 1, 2, 4].each do |indent|
  out = ""
  d.write(out, indent)
  puts "== indent #{indent}"
  puts out
end
puts "== transitive"
out = ""
begin
  d.write(out, 2, true)
rescue ArgumentError => e
  p e.message
end
out = ""
Formatters::Transitive.new(2).write(d, out)
puts out
puts "== ie_hack"
out = ""
d.write(out, -1, false, true)
puts out
out = ""
d.write(out, 2, false, true)
puts out
puts "== formatters"
[Formatters::Default.new, Formatters::Pretty.new, Formatters::Pretty.new(4), Formatters::Transitive.new].each do |f|
  out = ""
  f.write(d.root.elements['m'], out)
  p out
end
f = Formatters::Pretty.new(2)
f.compact = true
out = ""
f.write(d.root, out)
puts out
f.width = 20
out = ""
f.write(d.root.elements['long'], out)
puts out
p [f.compact, f.width]
f = Formatters::Default.new
[Text.new("a<b"), Comment.new("c"), CData.new("d"), Instruction.new("t", "c"), XMLDecl.new, d.doctype, Element.new("x")].each do |n|
  out = ""
  f.write(n, out)
  p out
end
d2 = Document.new("<a>text</a>")
out = ""
d2.write(out, 2)
p out
d3 = Document.new("<?xml version='1.0'?><a/>")
out = ""
d3.write(out, 2)
p out
d4 = Document.new("<!--first--><a/><!--last-->")
out = ""
d4.write(out, 2)
p out
p d4.to_s
