# a parsed RSS 2.0 feed keeps its skipDays and skipHours through to_feed
require 'rss'
src = <<X
<rss version="2.0"><channel><title>T</title><link>http://x/</link><description>D</description><language>en</language>
<image><url>http://x/i.gif</url><title>T</title><link>http://x/</link></image>
<skipHours><hour>1</hour><hour>2</hour></skipHours><skipDays><day>Monday</day></skipDays>
</channel></rss>
X
r = RSS::Parser.parse(src)
puts r.to_feed("2.0").to_s
puts r.to_feed("0.91").to_s
