# itunes: yes/clean flags with their ? readers, keywords split and joined
# with ", ", duration parts, owner children prefixed, nested categories,
# new-feed-url read (and written back as new_feed_url, as 1.8.7 does)
require 'rss'
src = <<X
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>T</title><link>http://x/</link><description>D</description>
<itunes:author>au</itunes:author><itunes:block>yes</itunes:block><itunes:explicit>clean</itunes:explicit><itunes:keywords>a, b,c</itunes:keywords>
<itunes:subtitle>s</itunes:subtitle><itunes:summary>sm</itunes:summary><itunes:image href="http://i"/><itunes:new-feed-url>http://n</itunes:new-feed-url>
<itunes:owner><itunes:name>on</itunes:name><itunes:email>oe</itunes:email></itunes:owner>
<itunes:category text="Tech"><itunes:category text="Gadgets"/></itunes:category>
<item><title>I</title><itunes:duration>1:02:03</itunes:duration><itunes:explicit>no</itunes:explicit><itunes:block>no</itunes:block></item>
</channel></rss>
X
r = RSS::Parser.parse(src)
c = r.channel
p [c.itunes_author, c.itunes_block, c.itunes_block?, c.itunes_explicit, c.itunes_explicit?, c.itunes_keywords, c.itunes_subtitle, c.itunes_summary, c.itunes_image.href, c.itunes_new_feed_url, c.itunes_owner.itunes_name, c.itunes_owner.itunes_email]
p c.itunes_categories.map { |x| [x.text, x.itunes_categories.map { |y| y.text }] } rescue p $!
i = r.items[0]
p [i.itunes_duration.content, i.itunes_duration.hour, i.itunes_duration.minute, i.itunes_duration.second, i.itunes_explicit, i.itunes_explicit?, i.itunes_block?] rescue p $!
puts r.to_s
