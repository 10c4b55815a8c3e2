require "rss"
# itunes:duration: value aliases, new(h, m, s), parts kept when the text goes, unchecked parse
def t; yield; rescue Exception => e; "#{e.class}: #{e.message}"; end
D = RSS::ITunesItemModel::ITunesDuration
d = D.new
p [d.content, d.value, d.hour, d.to_s]
d.value = "5:06"; p [d.content, d.value, d.hour, d.minute, d.second]
d.hour = 2; p [d.content, d.value]
d.second = 7; p [d.content, d.value]
d.value = nil; p [d.content, d.value, d.hour, d.minute]
p t { d.value = "1:99" }, t { d.content = "bad" }
d.minute = 3; p [d.content, d.hour]
d2 = D.new("1:02:03"); p [d2.value, d2.hour]
d3 = (D.new(1, 2, 3) rescue p($!))
p d3 && [d3.content, d3.value]
p D.method(:parse).arity, D.parse("1:2:3", false) rescue p $!
p t{D.parse("10:60")}, t{D.parse("10:60", false)}
p D.construct(0, 5, 6), D.construct(10, 5, 6)
p D.instance_method(:value=).arity, D.instance_method(:hour=).arity
["1:2:3", "a:b", "1", "1:2:3:4", "", "12:34", "123:45:67", "1:2", " 1:2"].each { |s| p [s, t { D.parse(s, false) }, t { D.parse(s) }] }
rss = RSS::Parser.parse(<<XML)
<?xml version="1.0"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
<channel><title>t</title><link>http://x/</link><description>d</description>
<item><title>i</title><itunes:duration>4:05</itunes:duration></item></channel></rss>
XML
x = rss.items[0].itunes_duration
p [x.value, x.hour, x.minute, x.second]
