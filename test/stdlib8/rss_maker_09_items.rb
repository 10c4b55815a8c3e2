# 0.91/0.92 makers write an item's title, link, description, comments and
# date only, and no cloud or generator; skipDays/skipHours and ttl they do
require 'rss'
%w(0.91 0.92).each do |v|
  puts RSS::Maker.make(v) { |m|
    m.channel.title = "T"; m.channel.link = "http://x/"; m.channel.description = "D"; m.channel.language = "en"
    m.image.url = "http://x/i"; m.image.title = "I"
    m.channel.skipDays.new_day.content = "Monday"; m.channel.ttl = 7; m.channel.generator = "g"
    m.channel.cloud.domain = "d"; m.channel.cloud.port = 80; m.channel.cloud.path = "/p"
    m.channel.cloud.registerProcedure = "r"; m.channel.cloud.protocol = "soap"
    i = m.items.new_item; i.link = "http://x/1"; i.title = "One"; i.date = Time.utc(2004, 1, 3)
    i.categories.new_category.content = "ic"; i.guid.content = "gg"; i.author = "au"; i.comments = "cm"
    i.enclosure.url = "http://e"; i.enclosure.length = 1; i.enclosure.type = "t/t"
  }.to_s
end
