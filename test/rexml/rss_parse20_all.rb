# RSS 2.0: every channel and item element written back in 1.8.7 order
require 'rss'
src = <<X
<rss version="2.0"><channel>
<ttl>5</ttl><generator>g</generator><category>c</category><category>c2</category><docs>d</docs><lastBuildDate>Sat, 07 Sep 2002 09:42:31 GMT</lastBuildDate><pubDate>Sat, 07 Sep 2002 09:42:31 GMT</pubDate>
<rating>r</rating><webMaster>w</webMaster><managingEditor>m</managingEditor><copyright>c</copyright><language>l</language>
<description>D</description><link>L</link><title>T</title>
<cloud domain="d" port="80" path="/p" registerProcedure="r" protocol="xml-rpc"/>
<skipDays><day>Monday</day></skipDays><skipHours><hour>1</hour></skipHours>
<textInput><title>t</title><description>d</description><name>n</name><link>l</link></textInput>
<image><width>10</width><height>20</height><description>d</description><url>u</url><title>t</title><link>l</link></image>
<item><guid>g</guid><pubDate>Sat, 07 Sep 2002 09:42:31 GMT</pubDate><author>a</author><comments>c</comments><enclosure url="u" length="1" type="t"/><source url="s">src</source><category>c</category><description>d</description><link>l</link><title>t</title></item>
</channel></rss>
X
rss = RSS::Parser.parse(src)
puts rss.to_s
c = rss.channel
p c.ttl, c.generator, c.categories.map { |x| x.content }, c.cloud.port, c.cloud.domain, c.skipDays.days.map { |d| d.content }, c.skipHours.hours.map { |h| h.content }, c.textInput.name, c.image.width, c.items[0].source.url, c.items[0].source.content, c.items[0].comments, c.items[0].author
