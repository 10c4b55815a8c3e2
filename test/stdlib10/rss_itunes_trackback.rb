# itunes:duration (RSS::ITunesItemModel::ITunesDuration: parse, construct,
# parts, bad values), nested itunes categories from the maker, a podcast
# read back (itunes:new_feed_url is written but not read), RSS 2.0's
# trackback:about elements
require 'rss'
D = RSS::ITunesItemModel::ITunesDuration
def try(label)
  r = yield
  puts "#{label}: #{r.inspect[0, 300]}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
["3:05", "1:02:03", "12:34:56", "0:00", "5", "1:2", "01:2:3", "1:60", "x", "", "1:2:3:4", "100:00", "1:00:00:00", "-1:00", " 1:00"].each { |s|
  try("parse #{s.inspect}") { D.parse(s) }
  try("new #{s.inspect}") { d = D.new(s); [d.content, d.hour, d.minute, d.second, d.to_s] }
}
try("construct") { [D.construct(1, 2, 3), D.construct(0, 3, 5), D.construct(10, 0, 0), D.construct(0, 0, 7)] }
try("set parts") { d = D.new("1:02:03"); d.hour = 5; a = [d.content]; d.minute = 9; a << d.content; d.second = 1; a << d.content; a }
try("set content") { d = D.new; d.content = "2:03"; [d.hour, d.minute, d.second, d.content] }
try("set content bad") { d = D.new; d.content = "zz" }
try("maker") { RSS::Maker.make("2.0") { |m| m.channel.title = "T"; m.channel.link = "http://e"; m.channel.description = "d"; m.items.new_item { |i| i.title = "x"; i.itunes_duration = "bad" } }.to_s }
try("maker parts") { RSS::Maker.make("2.0") { |m| m.channel.title = "T"; m.channel.link = "http://e"; m.channel.description = "d"; m.items.new_item { |i| i.title = "x"; i.itunes_duration.hour = 1 rescue (i.itunes_duration = "1:00:00") } }.items[0].itunes_duration.content }
try("TrackBackAbout") { [RSS::TrackBackModel20::TrackBackAbout.new("http://x").to_s, RSS::TrackBackModel10::TrackBackAbout.new("http://y").to_s] }
f = RSS::Maker.make("2.0") { |m|
  m.channel.title = "T"; m.channel.link = "http://e"; m.channel.description = "d"
  m.channel.itunes_author = "A"; m.channel.itunes_block = true; m.channel.itunes_categories.new_category { |c| c.text = "Tech"; c.new_category { |s| s.text = "Gadgets" } }
  m.channel.itunes_image = "http://i.png"; m.channel.itunes_explicit = "clean"; m.channel.itunes_keywords = %w(a b); m.channel.itunes_new_feed_url = "http://n"
  m.channel.itunes_owner.itunes_name = "O"; m.channel.itunes_owner.itunes_email = "o@e"; m.channel.itunes_subtitle = "s"; m.channel.itunes_summary = "sum"
  m.channel.trackback_about rescue nil
  m.items.new_item { |i| i.title = "x"; i.link = "http://e/x"; i.itunes_duration = "1:02:03"; i.itunes_explicit = true; i.itunes_keywords = "k1, k2"; i.trackback_ping = "http://tb"; i.trackback_abouts.new_about { |a| a.value = "http://ab" } }
}
try("out") { f.to_s }
ch = f.channel
try("vals") { [ch.itunes_author, ch.itunes_block, ch.itunes_block?, ch.itunes_categories.map { |c| [c.text, c.itunes_categories.map { |s| s.text }] }, ch.itunes_image.href, ch.itunes_explicit, ch.itunes_explicit?, ch.itunes_keywords, ch.itunes_new_feed_url, ch.itunes_owner.itunes_name, ch.itunes_subtitle] }
it = f.items[0]
try("item") { [it.itunes_duration.content, it.itunes_duration.hour, it.itunes_duration.minute, it.itunes_duration.second, it.itunes_explicit, it.itunes_keywords, it.trackback_ping, it.trackback_abouts.map { |a| a.class.name }] }
g = RSS::Parser.parse(f.to_s)
try("parsed eq") { g.to_s == f.to_s }
puts g.to_s
try("to 2.0 again") { f.to_rss("2.0").to_s == f.to_s }
try("dur") { d = RSS::ITunesItemModel::ITunesDuration.new("3:05"); [d.content, d.hour, d.minute, d.second, (RSS::ITunesItemModel::ITunesDuration.new("x") rescue $!.class), RSS::ITunesItemModel::ITunesDuration.construct(1, 2, 3)] }
try("dur parse") { RSS::ITunesItemModel::ITunesDuration.parse("1:2:3:4") }
