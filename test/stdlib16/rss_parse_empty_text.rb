# the parser reads an empty text element (or element with text content)
# as "", not as nothing
require 'rss'
r = RSS::Parser.parse(<<XML, false)
<feed xmlns="http://www.w3.org/2005/Atom"><id></id><title></title><updated>2001-02-03T00:00:00Z</updated><author><name/></author><icon/>
<entry><id>urn:e</id><title type="html"/><updated>2001-02-03T00:00:00Z</updated><content src="http://x/y" type="image/png"/><summary></summary></entry></feed>
XML
p r.id.content, r.title.content, r.authors[0].name.content, r.icon.content, r.entries[0].title.content, r.entries[0].content.content, r.entries[0].summary.content
r2 = RSS::Parser.parse(<<XML, false)
<rss version="2.0"><channel><title></title><link/><description>d</description><item><title/><guid></guid><category/></item></channel></rss>
XML
p r2.channel.title, r2.channel.link, r2.items[0].title, (r2.items[0].guid.content rescue $!), (r2.items[0].categories[0].content rescue $!)
def t; yield; rescue Exception => e; "#{e.class}: #{e.message}"; end
%w(<ttl/> <docs/> <cloud/> <image/>).each do |x|
  p [x, t { r = RSS::Parser.parse(%Q{<rss version="2.0"><channel><title>t</title><link>l</link><description>d</description>#{x}</channel></rss>}); [r.channel.pubDate, r.channel.ttl, r.channel.lastBuildDate, r.channel.docs, (r.channel.skipHours.hours[0].content rescue nil)] }]
  p [x, t { r = RSS::Parser.parse(%Q{<rss version="2.0"><channel><title>t</title><link>l</link><description>d</description>#{x}</channel></rss>}, false); [r.channel.pubDate, r.channel.ttl, r.channel.lastBuildDate, r.channel.docs, (r.channel.skipHours.hours[0].content rescue nil)] }]
end
def t; yield; rescue Exception => e; "#{e.class}: #{e.message}"; end
p t { r = RSS::Parser.parse('<rss version="2.0"><channel><title></title><link/><description/></channel></rss>'); [r.channel.title, r.channel.link] }
