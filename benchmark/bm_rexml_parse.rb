# bm_rexml_parse.rb - REXML on a generated ~200 KB document: parse it into a
# tree, run XPath queries over it, write it back out
require 'rexml/document'

xml = "<?xml version='1.0' encoding='UTF-8'?>\n<catalog>\n"
i = 0
while xml.size < 200_000
  xml << "  <book id='b#{i}' lang='#{i % 3 == 0 ? 'en' : 'fr'}'>\n"
  xml << "    <title>Title number #{i} &amp; more</title>\n"
  xml << "    <author>Author #{i % 17}</author>\n"
  xml << "    <price>#{(i * 7) % 50}.#{i % 10}0</price>\n"
  xml << "    <!-- note #{i} --><tags><tag>t#{i % 5}</tag><tag>x</tag></tags>\n"
  xml << "  </book>\n"
  i += 1
end
xml << "</catalog>\n"

doc = REXML::Document.new(xml)
root = doc.root
puts root.elements.size
puts REXML::XPath.match(doc, "//book").size
puts REXML::XPath.match(doc, "/catalog/book[@lang='en']").size
puts REXML::XPath.first(doc, "//book[author='Author 3']/title").text
puts REXML::XPath.match(doc, "//tag[.='t2']").size
puts REXML::XPath.first(doc, "count(//price)")
puts REXML::XPath.match(root, "book/title/text()").size
sum = 0.0
root.elements.each("book/price") { |e| sum += e.text.to_f }
puts sum
out = ""
doc.write(out)
puts out.size
