# RSS::Maker: module values (itunes, dc, content, trackback, sy, slash) reach the feed
require 'rss'
r = RSS::Maker.make("2.0") do |m|
  m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d"
  m.channel.itunes_author = "au"
  m.channel.dc_creator = "cr"
  m.items.new_item { |i| i.title = "x"; i.itunes_duration = "1:00"; i.content_encoded = "<p>c</p>"; i.trackback_ping = "http://p/" }
end
puts r
r = RSS::Maker.make("1.0") do |m|
  m.channel.about = "a"; m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d"
  m.channel.sy_updatePeriod = "hourly"
  m.items.new_item { |i| i.title = "x"; i.link = "http://x/"; i.slash_section = "s"; i.dc_subject = "sub" }
end
puts r
