# REXML: every parse error comes from the parser's pull (1.8.7's pull is
# one method, and the wrapping ParseException's message shows where the
# inner one was raised); XPath string() gives texts as written, entity
# references and all, as 1.8.7's
require 'rexml/document'
["<a x=1/>", "<a><</a>", "<a:b/>", "<a b:c='1'/>", "<?pi", "<a><?x y", "<a></b>",
 "<a><!x></a>", "<a>", "</a>", "<a/><b/>", "<a><b></a>", "<?xml x", "<!DOCTYPE",
 "<!DOCTYPEx>", "<?xml version=\"1.0\"?><!DOCTYPE r [<!ELEMENT"].each { |s|
  begin
    REXML::Document.new(s)
    puts "#{s.inspect}: ok"
  rescue Exception => e
    m = e.message
    puts "#{s.inspect}: #{e.class} #{m.split("\n")[0]} | #{e.backtrace[0][/`.*'/]} | #{(m[/in `[^']*'/] || '-')}"
  end
}
d = REXML::Document.new('<r a="x&amp;y"><c>t&amp;x<d>in&lt;</d>z</c><e><![CDATA[c&d]]></e><f>&#65;&#x42;</f></r>')
["string(//c)", "string(//c/text())", "string(/r/@a)", "string(//e)", "string(//f)",
 "string(/r)", "string-length(//c)", "contains(//c, '&amp;')", "//c/text()"].each { |x|
  puts "#{x} => #{REXML::XPath.match(d, x).inspect}"
}
