# rss: a date set or parsed is a copy whose to_s is its element's format
require 'rss'
r = RSS::Parser.parse(%q{<rss version="2.0"><channel><title>T</title><link>http://x/</link><description>D</description><item><title>I1</title><pubDate>Sat, 03 Feb 2001 04:05:06 GMT</pubDate></item></channel></rss>})
d = r.items[0].pubDate
p d.class, d.singleton_methods.sort, d.to_s, d.utc.to_s, d.inspect, d.utc?, (d + 1).to_s, d.dup.to_s, d.clone.to_s
i = RSS::Rss::Channel::Item.new
i.pubDate = Time.utc(2001, 2, 3)
p i.pubDate.singleton_methods.sort, i.pubDate.to_s
i.pubDate = "Sat, 03 Feb 2001 04:05:06 GMT"
p i.pubDate.class, i.pubDate.to_s
begin; i.date = Time.at(0).utc; rescue; p $!; end
p i.pubDate.to_s
t = Time.utc(2001)
i.pubDate = t
p t.singleton_methods
