# RSS maker: dc_date is the first of dc_dates (date apart), and a parsed
# feed's dc:dates all reach the maker through setup_maker
require 'rss'
rdf = <<X
<?xml version="1.0"?>
<rdf:RDF xmlns="http://purl.org/rss/1.0/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="http://e/">
<title>T</title><link>http://e/</link><description>D</description>
<dc:date>2004-01-02T03:04:05Z</dc:date>
<dc:date>2005-01-02T03:04:05Z</dc:date>
<dc:creator>me</dc:creator>
<items><rdf:Seq><rdf:li resource="http://e/1"/></rdf:Seq></items>
</channel>
<item rdf:about="http://e/1"><title>I</title><link>http://e/1</link><dc:date>2006-01-02T03:04:05Z</dc:date></item>
</rdf:RDF>
X
rss = RSS::Parser.parse(rdf, false)
p rss.channel.dc_date
p rss.channel.dc_dates.size
p rss.channel.date
p rss.items[0].dc_date
m = RSS::Maker.make("1.0") { |mk| rss.setup_maker(mk); p mk.channel.dc_date; p mk.channel.dc_dates.size; p mk.channel.date; p mk.items[0].dc_date; p mk.items[0].date }
puts m.to_s
m2 = RSS::Maker.make("2.0") { |mk| rss.setup_maker(mk) }
puts m2.to_s
m3 = (RSS::Maker.make("atom") { |mk| rss.setup_maker(mk) } rescue $!)
puts m3.to_s.gsub(/<updated>[^<]*<\/updated>/) { |x| x }
