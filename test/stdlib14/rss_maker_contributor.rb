# channel.contributor and item.contributor: the name of the first contributor
require 'rss'
atom = RSS::Maker.make("atom") { |m|
  m.channel.id = "urn:x"; m.channel.title = "T"; m.channel.updated = Time.at(0).utc; m.channel.author = "me"
  p m.channel.contributor
  m.channel.contributor = "c1"
  p m.channel.contributor, m.channel.contributors.size
  m.channel.contributor = "c2"
  p m.channel.contributor, m.channel.contributors.size
  i = m.items.new_item; i.id = "urn:i"; i.title = "I"; i.updated = Time.at(0).utc
  i.contributor = "ic"; p i.contributor
}
puts atom
rss = RSS::Maker.make("2.0") { |m|
  m.channel.title = "T"; m.channel.link = "http://e/"; m.channel.description = "D"; m.channel.contributor = "x"
}
puts rss
