# RSS 2.0 maker with every itunes: element, parse and setup_maker round
# trip, ITunesDuration parse/construct
require 'rss'
r = RSS::Maker.make("2.0") do |m|
  c = m.channel
  c.title = "T"; c.link = "http://e/"; c.description = "D"
  c.itunes_author = "auth"
  c.itunes_block = true
  c.itunes_explicit = "clean"
  c.itunes_keywords = "a, b ,c"
  c.itunes_new_feed_url = "http://e/new"
  c.itunes_subtitle = "sub"
  c.itunes_summary = "sum"
  c.itunes_image = "http://e/i.png"
  c.itunes_owner.itunes_name = "own"
  c.itunes_owner.itunes_email = "o@e"
  cat = c.itunes_categories.new_category; cat.text = "Technology"
  sub = cat.new_category; sub.text = "Podcasting"
  c.itunes_categories.new_category.text = "Arts"
  i = m.items.new_item
  i.title = "I"; i.link = "http://e/1"
  i.itunes_author = "ia"; i.itunes_block = "no"; i.itunes_duration = "1:02:03"; i.itunes_explicit = "yes"
  i.itunes_keywords = "x"; i.itunes_subtitle = "isub"; i.itunes_summary = "isum"
  j = m.items.new_item; j.title = "J"; j.itunes_duration = "5:06"
end
puts r.to_s
ch = r.channel
p [ch.itunes_author, ch.itunes_block, ch.itunes_block?, ch.itunes_explicit, ch.itunes_explicit?, ch.itunes_keywords, ch.itunes_new_feed_url, ch.itunes_subtitle, ch.itunes_summary, ch.itunes_image.href, ch.itunes_owner.itunes_name, ch.itunes_owner.itunes_email]
p ch.itunes_categories.map { |c| [c.text, c.itunes_categories.map { |s| s.text }] }
it = r.items[0]
p [it.itunes_author, it.itunes_block?, it.itunes_duration.content, it.itunes_duration.hour, it.itunes_duration.minute, it.itunes_duration.second, it.itunes_explicit?, it.itunes_keywords]
d = r.items[1].itunes_duration; p [d.content, d.hour, d.minute, d.second]
r2 = RSS::Parser.parse(r.to_s)
p r2.to_s == r.to_s
p RSS::Maker.make("2.0") { |m| r2.setup_maker(m) }.to_s == r.to_s
%w(1:2:3 12:34 1:60 x 1:2:3:4 10).each { |s| p((RSS::ITunesItemModel::ITunesDuration.parse(s) rescue [$!.class, $!.message])) }
p RSS::ITunesItemModel::ITunesDuration.construct(1, 2, 3)
p RSS::ITunesItemModel::ITunesDuration.construct(0, 2, 3)
