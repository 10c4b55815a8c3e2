# the 2.0 maker writes cloud, skipDays, skipHours, the channel date as
# pubDate and dc:date, and isPermaLink only when true
require 'rss'
[true, false].each do |perma|
  puts RSS::Maker.make("2.0") { |m|
    m.channel.title = "T"; m.channel.link = "http://x/"; m.channel.description = "D"
    m.channel.date = Time.utc(2004, 1, 2)
    m.channel.skipDays.new_day.content = "Monday"; m.channel.skipHours.new_hour.content = 3
    c = m.channel.cloud
    c.domain = "d"; c.port = 80; c.path = "/p"; c.registerProcedure = "r"; c.protocol = "soap"
    m.channel.generator = "g"
    i = m.items.new_item; i.link = "http://x/1"; i.title = "One"; i.pubDate = Time.utc(2004, 1, 3)
    i.guid.content = "g"; i.guid.isPermaLink = perma
  }.to_s
end
