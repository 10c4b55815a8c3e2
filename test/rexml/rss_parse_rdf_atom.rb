# RSS 1.0 (RDF) and Atom parsing and writing
require 'rss'
rdf = <<X
<?xml version="1.0" encoding="utf-8"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="http://x/rss"><title>T</title><link>http://x/</link><description>D</description>
<dc:date>2008-01-02T03:04:05+09:00</dc:date>
<items><rdf:Seq><rdf:li resource="http://x/1"/><rdf:li rdf:resource="http://x/2"/></rdf:Seq></items></channel>
<item rdf:about="http://x/1"><title>I1</title><link>http://x/1</link><description>d1</description><dc:creator>me</dc:creator></item>
<item rdf:about="http://x/2"><title>I2</title><link>http://x/2</link></item>
</rdf:RDF>
X
r = RSS::Parser.parse(rdf)
p r.class, r.rss_version, r.channel.about, r.channel.title, r.channel.dc_date, r.channel.date, r.items.size, r.items[0].about, r.items[0].dc_creator, r.channel.items.resources
puts r.to_s
atom = <<X
<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">Example Feed</title>
  <link href="http://example.org/"/>
  <updated>2003-12-13T18:30:02Z</updated>
  <author><name>John Doe</name><email>j@x</email></author>
  <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
  <entry>
    <title>Atom-Powered Robots Run Amok</title>
    <link href="http://example.org/2003/12/13/atom03"/>
    <id>urn:uuid:1225c695-cfb8-4ebb-aaaa-80da344efa6a</id>
    <updated>2003-12-13T18:30:02Z</updated>
    <summary>Some text.</summary>
    <content type="html">&lt;p&gt;x&lt;/p&gt;</content>
    <category term="c1"/>
  </entry>
</feed>
X
f = RSS::Parser.parse(atom)
p f.class, f.title.content, f.title.type, f.link.href, f.updated.content, f.author.name.content, f.id.content, f.entries.size
e = f.entries[0]
p e.title.content, e.link.href, e.updated.content, e.summary.content, e.content.content, e.content.type, e.categories[0].term, e.id.content
puts f.to_s
puts e.to_s
