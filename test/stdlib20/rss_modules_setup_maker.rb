# a parsed RSS 1.0 feed with every module (dc, content, sy, trackback, taxo,
# image, slash) through setup_maker into RSS 1.0, 2.0 and Atom makers
require 'rss'
rdf = <<X
<?xml version="1.0" encoding="UTF-8"?>
<rdf:RDF xmlns="http://purl.org/rss/1.0/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
 xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/"
 xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/"
 xmlns:taxo="http://purl.org/rss/1.0/modules/taxonomy/" xmlns:image="http://purl.org/rss/1.0/modules/image/"
 xmlns:slash="http://purl.org/rss/1.0/modules/slash/">
<channel rdf:about="http://e/">
<title>T</title><link>http://e/</link><description>D</description>
<image rdf:resource="http://e/i.png"/>
<items><rdf:Seq><rdf:li resource="http://e/1"/></rdf:Seq></items>
<textinput rdf:resource="http://e/t"/>
<sy:updatePeriod>hourly</sy:updatePeriod><sy:updateFrequency>2</sy:updateFrequency><sy:updateBase>2000-01-01T12:00+00:00</sy:updateBase>
<taxo:topics><rdf:Bag><rdf:li resource="http://e/topic1"/></rdf:Bag></taxo:topics>
<image:favicon rdf:about="http://e/fav.ico" image:size="small"/>
<dc:date>2004-01-02T03:04:05Z</dc:date>
</channel>
<image rdf:about="http://e/i.png"><title>IT</title><url>http://e/i.png</url><link>http://e/</link><dc:creator>ic</dc:creator></image>
<item rdf:about="http://e/1"><title>I</title><link>http://e/1</link><description>ID</description>
<content:encoded><![CDATA[<p>hi</p>]]></content:encoded>
<trackback:ping rdf:resource="http://e/tb"/><trackback:about rdf:resource="http://e/a1"/><trackback:about rdf:resource="http://e/a2"/>
<taxo:topics><rdf:Bag><rdf:li resource="http://e/topic2"/></rdf:Bag></taxo:topics>
<image:item rdf:about="http://e/ii.png"><dc:title>it</dc:title><image:width>10</image:width><image:height>20</image:height></image:item>
<slash:section>sec</slash:section><slash:department>dep</slash:department><slash:comments>3</slash:comments><slash:hit_parade>1,2,3</slash:hit_parade>
<dc:subject>s</dc:subject>
</item>
<textinput rdf:about="http://e/t"><title>TI</title><description>TD</description><name>n</name><link>http://e/t</link><dc:rights>r</dc:rights></textinput>
<taxo:topic rdf:about="http://e/topic1"><taxo:link>http://e/topic1</taxo:link><dc:title>topic</dc:title></taxo:topic>
</rdf:RDF>
X
r = RSS::Parser.parse(rdf)
s1 = r.to_s
puts s1
m = RSS::Maker.make("1.0") { |mk| r.setup_maker(mk) }
puts m.to_s
puts m.to_s == s1
m2 = RSS::Maker.make("2.0") { |mk| r.setup_maker(mk) }
puts m2.to_s
r2 = RSS::Parser.parse(m2.to_s)
puts RSS::Maker.make("2.0") { |mk| r2.setup_maker(mk) }.to_s == m2.to_s
m3 = (RSS::Maker.make("atom") { |mk| r.setup_maker(mk); mk.channel.author = "a"; mk.channel.updated ||= Time.gm(2000); mk.items.each { |i| i.updated ||= Time.gm(2000) } } rescue $!)
puts m3.to_s
