# Atom content: xml= wraps what an xhtml content is given in an XHTML div,
# xhtml is nil for other types, content is the text (a parsed XML content's
# XML as text), an XHTML title is a title for the maker
require "rss"
A = RSS::Atom
[["xhtml", "str"], ["xhtml", :rexml], ["xhtml", :xmldiv], ["xhtml", :xmlother], ["application/xml", :rexml], ["application/xml", :xmlother], ["application/xml", "str"], [nil, :xmlother]].each do |type, v|
  c = A::Feed::Entry::Content.new; c.type = type
  val = case v
        when :rexml then REXML::Document.new("<div xmlns='http://www.w3.org/1999/xhtml'><p>x</p></div>").root
        when :xmldiv then RSS::XML::Element.new("div", nil, "http://www.w3.org/1999/xhtml", {}, ["d"])
        when :xmlother then RSS::XML::Element.new("span", nil, nil, {}, ["s"])
        else v
        end
  begin
    c.xml = val
    p [type, v, c.xml.class, c.xhtml.class, c.content.class, c.to_s]
  rescue Exception => e
    p [type, v, e.class]
  end
end
t = A::Feed::Title.new; t.type = "xhtml"; t.xhtml = REXML::Document.new("<div xmlns='http://www.w3.org/1999/xhtml'><p>x</p></div>").root; p t.to_s
r = RSS::Parser.parse(<<XML)
<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:f</id><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>T</p></div></title><updated>2001-02-03T00:00:00Z</updated><author><name>a</name></author>
<entry><id>urn:e</id><title>e</title><updated>2001-02-03T00:00:00Z</updated><content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><b>x</b> y</div></content></entry>
<entry><id>urn:e2</id><title>e</title><updated>2001-02-03T00:00:00Z</updated><content type="application/xml"><doc><a b="1">t</a></doc></content></entry>
<entry><id>urn:e3</id><title>e</title><updated>2001-02-03T00:00:00Z</updated><content type="text/plain">plain</content></entry>
<entry><id>urn:e4</id><title>e</title><updated>2001-02-03T00:00:00Z</updated><content type="image/png">AAEC</content></entry>
<entry><id>urn:e5</id><title>e</title><updated>2001-02-03T00:00:00Z</updated><content src="http://x/y" type="image/png"/></entry></feed>
XML
r.entries.each { |e| c = e.content; p [c.type, c.xhtml.class] }
puts((r.to_feed("atom").to_s rescue $!.inspect))
r.entries[0, 4].each { |e| c = e.content; p [c.type, c.content, c.xml.class, c.xhtml.class, c.src] }
