# RSS 2.0 parsing: values, to_s, validation errors
require 'rss'
src = <<X
<?xml version="1.0"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
<title>Feed &amp; co</title>
<link>http://example.com/</link>
<description>Desc</description>
<language>en</language>
<pubDate>Sat, 07 Sep 2002 09:42:31 GMT</pubDate>
<image><url>http://example.com/i.png</url><title>Img</title><link>http://example.com/</link></image>
<item>
<title>Item 1</title>
<link>http://example.com/1</link>
<description>&lt;b&gt;bold&lt;/b&gt;</description>
<guid isPermaLink="false">id1</guid>
<category domain="d">cat</category>
<enclosure url="http://e/x.mp3" length="12" type="audio/mpeg"/>
<pubDate>Sun, 08 Sep 2002 10:00:00 +0900</pubDate>
<dc:creator>me</dc:creator>
<content:encoded><![CDATA[<p>hi</p>]]></content:encoded>
</item>
<item><title>Item 2</title><link>http://example.com/2</link><description>d2</description></item>
</channel>
</rss>
X
rss = RSS::Parser.parse(src)
p rss.class, rss.rss_version, rss.channel.title, rss.channel.link, rss.channel.description, rss.channel.language, rss.channel.pubDate, rss.channel.date
p rss.image.url, rss.channel.image.title, rss.items.size, rss.channel.items.size
i = rss.items[0]
p i.title, i.link, i.description, i.guid.content, i.guid.isPermaLink, i.categories.size, i.category.content, i.category.domain, i.enclosure.url, i.enclosure.length, i.enclosure.type, i.pubDate, i.date, i.dc_creator, i.content_encoded
p rss.items[1].pubDate, rss.items[1].guid
puts rss.to_s
p rss.encoding, rss.version, rss.xml_stylesheets
begin
  RSS::Parser.parse("<rss version='2.0'><channel><title>x</title></channel></rss>")
rescue => e
  p e.class, e.message
end
p RSS::Parser.parse("<rss version='2.0'><channel><title>x</title></channel></rss>", false).channel.title
begin
  RSS::Parser.parse("<rss><oops")
rescue => e
  p e.class, e.message.split("\n")[0]
end
p RSS::Parser.parse("not xml at all") rescue p $!
