# an empty or malformed date/number element: NotAvailableValueError when
# validating, nil (a date) when not
require 'rss'
def t(inner, v=true, ver="2.0")
src = %Q{<?xml version="1.0"?>
<rss version="#{ver}"><channel><title>t</title><link>http://x/</link><description>d</description>
#{inner}
<item><title>i</title></item></channel></rss>}
begin
  r = RSS::Parser.parse(src, v)
  p [r.channel.pubDate, r.channel.lastBuildDate, r.channel.ttl]
  p r.channel.to_s.scan(/<(?:pubDate|ttl|lastBuildDate)[^\n]*/)
rescue Exception => e
  p [e.class, e.message]
end
end
t "<pubDate></pubDate>"
t "<pubDate></pubDate>", false
t "<ttl></ttl>"
t "<ttl></ttl>", false
t "<ttl/>"
t "<lastBuildDate/>"
t "<lastBuildDate> </lastBuildDate>"
t "<ttl> 5 </ttl>"
t "<ttl>-5</ttl>"
t "<ttl>+5</ttl>"
t "<ttl>0x10</ttl>"
t "<ttl>1_0</ttl>"
t "<ttl>abc</ttl>", false
t "<pubDate>abc</pubDate>", false
