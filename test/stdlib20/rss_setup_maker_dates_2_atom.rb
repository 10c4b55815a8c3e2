# setup_maker of parsed RSS 2.0 and Atom feeds with pubDate/updated and dc:dates
require 'rss'
rss2 = <<X
<?xml version="1.0"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>T</title><link>http://e/</link><description>D</description>
<pubDate>Sat, 01 Jan 2000 00:00:00 GMT</pubDate><dc:date>2004-01-02T03:04:05Z</dc:date>
<item><title>I</title><pubDate>Sun, 02 Jan 2000 00:00:00 GMT</pubDate><dc:date>2006-01-02T03:04:05Z</dc:date><dc:date>2007-01-02T03:04:05Z</dc:date></item>
<item><title>J</title><pubDate>Sun, 02 Jan 2000 00:00:00 GMT</pubDate></item>
</channel></rss>
X
r = RSS::Parser.parse(rss2, false)
p r.channel.dc_dates.map { |d| d.value }
p r.items.map { |i| i.dc_dates.map { |d| d.value } }
%w(2.0 1.0 atom).each do |v|
  puts((RSS::Maker.make(v) { |m| r.setup_maker(m); p [m.channel.dc_date, m.channel.date, m.items.map { |i| [i.dc_date, i.date, i.dc_dates.size] }]; m.channel.about = "http://x"; m.channel.author = "a"; m.items.each { |i| i.link = "http://l" } }.to_s rescue $!.message))
end
atom = <<X
<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"><title>F</title><id>urn:f</id><updated>2003-12-13T18:30:02Z</updated><author><name>J</name></author>
<dc:date>2004-01-02T03:04:05Z</dc:date><dc:date>2005-01-02T03:04:05Z</dc:date>
<entry><title>E</title><id>urn:e</id><updated>2003-12-13T18:30:02Z</updated><dc:date>2006-01-02T03:04:05Z</dc:date></entry></feed>
X
a = RSS::Parser.parse(atom, false)
%w(2.0 1.0 atom).each do |v|
  puts((RSS::Maker.make(v) { |m| a.setup_maker(m); p [m.channel.dc_date, m.channel.date, m.items.map { |i| [i.dc_date, i.date, i.dc_dates.size] }]; m.channel.about = "http://x"; m.channel.link = "http://x"; m.channel.description = "d"; m.items.each { |i| i.link = "http://l" } }.to_s rescue $!.message))
end
