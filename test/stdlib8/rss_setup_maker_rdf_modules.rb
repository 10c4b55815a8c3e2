# a parsed RSS 1.0 feed keeps its module values through to_feed: sy
# values, taxo topics, trackback ping and abouts, dc values; to Atom the
# dc:date stands for updated
require 'rss'
src = <<X
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:taxo="http://purl.org/rss/1.0/modules/taxonomy/" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/">
<channel rdf:about="http://x/"><title>t</title><link>http://x/</link><description>d</description><dc:subject>sub</dc:subject><dc:date>2002-01-01T00:00:00Z</dc:date>
<sy:updatePeriod>weekly</sy:updatePeriod><sy:updateFrequency>3</sy:updateFrequency><sy:updateBase>2000-01-01T12:00+00:00</sy:updateBase>
<taxo:topics><rdf:Bag><rdf:li resource="http://t1"/><rdf:li resource="http://t2"/></rdf:Bag></taxo:topics>
<items><rdf:Seq><rdf:li resource="http://x/1"/></rdf:Seq></items></channel>
<item rdf:about="http://x/1"><title>I</title><dc:creator>me</dc:creator><dc:date>2001-01-01T00:00:00Z</dc:date><link>http://x/1</link>
<trackback:ping rdf:resource="http://tb"/><trackback:about rdf:resource="http://ab1"/><trackback:about rdf:resource="http://ab2"/>
</item>
</rdf:RDF>
X
r = RSS::Parser.parse(src)
puts r.to_feed("1.0").to_s
puts r.to_feed("2.0").to_s
puts r.to_feed("atom") { |m| m.channel.author = "a" }.to_s
