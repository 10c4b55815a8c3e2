# to_feed keeps every value of a repeated module element (two dc:creator),
# and drops RSS 2.0's text trackback:about values as 1.8.7 does
require 'helper'
require 'rss'
src = %Q{<rss version="2.0" xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>t</title><link>http://l/</link><description>d</description><dc:creator>c1</dc:creator><dc:creator>c2</dc:creator><item><title>i</title><trackback:ping>http://p</trackback:ping><trackback:about>http://a1</trackback:about><trackback:about>http://a2</trackback:about><content:encoded>&lt;b&gt;</content:encoded></item></channel></rss>}
r = RSS::Parser.parse(src)
i = r.items[0]
show(:tb) { [i.trackback_ping, i.trackback_abouts.map { |a| a.respond_to?(:value) ? a.value : a }, i.trackback_about] }
show(:content) { i.content_encoded }
show(:dc) { [r.channel.dc_creator, r.channel.dc_creators.map { |c| c.respond_to?(:value) ? c.value : c }] }
show(:to_s) { r.to_s }
show(:to_feed) { r.to_feed("2.0").to_s }
show(:to_feed10) { r.to_feed("1.0") { |m| m.channel.about = "http://a"; m.items.first.link = "http://l/i" }.to_s }
