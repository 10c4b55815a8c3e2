# Atom: date constructs read as W3C date-times (a zone other than Z gives
# local time; not validating, a dated Time.parse or nil), XHTML and XML
# content written with the namespaces declared around it, every value of a
# parsed feed
require "rss"
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class} #{e.message[0,150]}"; end


s = <<XML
<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja" xmlns:dc="http://purl.org/dc/elements/1.1/">
 <title type="html">&lt;b&gt;T&lt;/b&gt;</title>
 <subtitle type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>S</p></div></subtitle>
 <link href="http://e/" rel="alternate" type="text/html" hreflang="ja" title="L" length="10"/>
 <link href="http://e/feed" rel="self"/>
 <id>urn:f</id>
 <updated>2003-12-13T18:30:02Z</updated>
 <author><name>A</name><uri>http://a/</uri><email>a@e</email></author>
 <contributor><name>C</name></contributor>
 <category term="t" scheme="http://s/" label="L"/>
 <generator uri="http://g/" version="1.0">G</generator>
 <icon>http://e/i.ico</icon><logo>http://e/l.png</logo>
 <rights type="text">R</rights>
 <entry>
  <title>E1</title><id>urn:e1</id><updated>2003-12-13T18:30:02Z</updated><published>2003-12-13T08:29:29-04:00</published>
  <summary>Sum</summary>
  <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>C &amp; <b>x</b></p></div></content>
  <link href="http://e/1"/>
  <source><id>urn:src</id><title>Src</title><updated>2003-12-13T18:30:02Z</updated><author><name>SA</name></author></source>
  <dc:subject>ds</dc:subject>
 </entry>
 <entry>
  <title>E2</title><id>urn:e2</id><updated>2003-12-13T18:30:02Z</updated>
  <content type="text/plain" src="http://e/2.txt"/>
 </entry>
 <entry>
  <title>E3</title><id>urn:e3</id><updated>2003-12-13T18:30:02Z</updated>
  <content type="image/png">aGVsbG8=</content>
 </entry>
 <entry>
  <title>E4</title><id>urn:e4</id><updated>2003-12-13T18:30:02Z</updated>
  <content type="application/xml"><x xmlns="urn:x"><y>1</y></x></content>
 </entry>
</feed>
XML
f = RSS::Parser.parse(s)
t("feed") { [f.title.type, f.title.content, f.subtitle.type, f.subtitle.xhtml.to_s, f.id.content, f.updated.content, f.lang, f.feed_type] }
t("links") { f.links.map { |l| [l.href, l.rel, l.type, l.hreflang, l.title, l.length] } }
t("link") { f.link.href }
t("author") { a = f.author; [a.name.content, a.uri.content, a.email.content] }
t("category") { c = f.category; [c.term, c.scheme, c.label] }
t("generator icon logo rights") { [f.generator.content, f.generator.uri, f.generator.version, f.icon.content, f.logo.content, f.rights.content] }
t("entries") { f.entries.map { |e| [e.title.content, e.id.content, e.updated.content, e.published && e.published.content] } }
e = f.entries[0]
t("summary") { e.summary.content }
t("content xhtml") { c = e.content; [c.type, c.xhtml.to_s, c.inline_xhtml?, c.inline_text?, c.out_of_line?, c.have_xml_content?] }
t("source") { so = e.source; [so.id.content, so.title.content, so.author.name.content] }
t("dc") { e.dc_subject }
c2 = f.entries[1].content
t("content src") { [c2.type, c2.src, c2.content, c2.out_of_line?, c2.inline_other?] }
c3 = f.entries[2].content
t("content base64") { [c3.type, c3.content, c3.inline_other_base64?, c3.need_base64_encode?] }
c4 = f.entries[3].content
t("content xml") { [c4.type, c4.xml.to_s, c4.inline_other_xml?] }
t("to_s") { f.to_s }
t("items") { f.items.size }
t("valid") { f.valid? }
t("entry to_s") { e.to_s }
["2003-12-13T08:29:29-04:00", "2003-12-13T18:30:02Z", "2003-12-13", "2003-12-13T08:29:29.25+09:00", "2003-12-13T08:29-04:00", "2003-12", "2003", "2003-12-13T08:29:29", "20031213T082929Z", "hoge", "2003-12-13T08:29:29.123Z"].each do |d|
  e = RSS::Atom::Feed::Updated.new(false) rescue (p $!; break)
  r = begin; e.content = d; e.content; rescue Exception; $!.class; end
  v = begin; e2 = RSS::Atom::Feed::Updated.new; e2.content = d; e2.content; rescue Exception; $!.class; end
  puts "#{d}: #{r.inspect} #{r.respond_to?(:usec) ? r.usec : ''} #{v.inspect}"
end
base = %Q(<feed xmlns="http://www.w3.org/2005/Atom" %s><id>u</id><updated>2003-12-13T18:30:02Z</updated><author><name>a</name></author>%s</feed>)
[["", %q(<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml">x</div></title>)],
 [%q(xmlns:a="urn:a" xmlns:b="urn:b" xmlns:xh="http://www.w3.org/1999/xhtml"), %q(<title type="xhtml"><xh:div>x<xh:b>y</xh:b></xh:div></title>)],
 [%q(xmlns:a="urn:a" xmlns:b="urn:b"), %q(<title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml" xmlns:a="urn:z">x</div></title>)],
 [%q(xmlns:a="urn:a"), %q(<entry><id>e</id><title>t</title><updated>2003-12-13T18:30:02Z</updated><content type="text/xml"><r xmlns="urn:r"><s/></r></content></entry>)],
 [%q(xmlns:dc="http://purl.org/dc/elements/1.1/"), %q(<rights type="xhtml" xmlns:q="urn:q"><div xmlns="http://www.w3.org/1999/xhtml"><q:x/></div></rights>)],
].each do |nsdecl, body|
  f = RSS::Parser.parse(base % [nsdecl, body], false)
  t(body[0, 30]) { (f.title || f.rights || f.entries[0].content).xml.to_s rescue (f.title || f.rights).xhtml.to_s }
  t("to_s") { f.to_s.split("\n").grep(/div|<r |xh:/) }
end
