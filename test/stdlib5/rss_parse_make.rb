# rss: parse of RSS 2.0, RDF 1.0, Atom; the dates print in their element's
# format; makers; errors
require 'rss'
require "helper"
rss20 = %q{<?xml version="1.0"?>
<rss version="2.0"><channel><title>T</title><link>http://x/</link><description>D</description>
<item><title>I1</title><link>http://x/1</link><pubDate>Sat, 03 Feb 2001 04:05:06 GMT</pubDate><guid>g1</guid><category>c</category></item>
<item><title>I2</title><description>&lt;b&gt;x&lt;/b&gt;</description></item></channel></rss>}
r = RSS::Parser.parse(rss20)
show("class") { r.class }
show("channel") { [r.channel.title, r.channel.link, r.channel.description, r.version] }
show("items") { r.items.map { |i| [i.title, i.link, i.description, (i.pubDate.utc.to_s rescue nil), (i.guid.content rescue nil)] } }
show("to_s") { r.to_s }
rdf = %q{<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="http://x/"><title>T</title><link>http://x/</link><description>D</description><dc:date>2001-02-03T04:05:06Z</dc:date>
<items><rdf:Seq><rdf:li resource="http://x/1"/></rdf:Seq></items></channel>
<item rdf:about="http://x/1"><title>I</title><link>http://x/1</link></item></rdf:RDF>}
r1 = RSS::Parser.parse(rdf)
show("rdf") { [r1.class, r1.channel.title, r1.items.size, r1.items[0].title, r1.channel.dc_date.utc.to_s] }
show("rdf to_s") { r1.to_s }
atom = %q{<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>A</title><id>urn:x</id><updated>2001-02-03T04:05:06Z</updated><author><name>N</name></author><entry><title>E</title><id>urn:e</id><updated>2001-02-03T04:05:06Z</updated></entry></feed>}
show("atom") { a = RSS::Parser.parse(atom); [a.class, a.title.content, a.entries.size, a.entries[0].title.content] rescue $!.class }
show("bad") { RSS::Parser.parse("<rss version='2.0'><channel></channel></rss>") }
show("bad nonvalidate") { RSS::Parser.parse("<rss version='2.0'><channel></channel></rss>", false).class }
show("not rss") { RSS::Parser.parse("<html/>") }
show("maker") { RSS::Maker.make("2.0") { |m| m.channel.title = "T"; m.channel.link = "http://x/"; m.channel.description = "D"; i = m.items.new_item; i.title = "I"; i.link = "http://x/i"; i.date = Time.utc(2001, 2, 3) }.to_s }
show("maker 1.0") { RSS::Maker.make("1.0") { |m| m.channel.about = "http://x/rss"; m.channel.title = "T"; m.channel.link = "http://x/"; m.channel.description = "D"; i = m.items.new_item; i.title = "I"; i.link = "http://x/i" }.to_s }
show("maker missing") { RSS::Maker.make("2.0") { |m| m.channel.title = "T" } }
show("version") { RSS::VERSION }
