# Each maker has its own part classes, named as 1.8.7 names them, and
# RSS::Maker::MAKERS entries are {:maker, :version}.
require 'rss'
# (a Hash of Symbols prints in the order of the Symbols' ids)
def show(h) p(h && h.sort_by { |k, v| k.to_s }) end
show RSS::Maker.maker("2.0")
show RSS::Maker.maker("atom:entry")
show RSS::Maker.maker("nothing")
show RSS::Maker::MAKERS["0.91"]
p RSS::Maker::Atom.class
p RSS::Maker::Atom::Feed.superclass, RSS::Maker::Atom::Entry.superclass
p RSS::Maker::RSS20.superclass, RSS::Maker::RSS10.superclass
%w(RSS09 RSS10 RSS20).each do |f|
  m = RSS::Maker.const_get(f)
  p [m::Channel, m::Channel.superclass, m::Items, m::Items::Item, m::Image, m::Textinput]
  p [m::Channel::Categories::Category, m::Channel::SkipDays::Day, m::Channel::SkipHours::Hour]
end
p [RSS::Maker::Atom::Feed::Channel, RSS::Maker::Atom::Feed::Items::Item, RSS::Maker::Atom::Entry::Items::Item]
p RSS::Maker::XMLStyleSheets::XMLStyleSheet.superclass
feed = RSS::Maker.make("2.0") do |m|
  p [m.class, m.channel.class, m.items.class, m.image.class, m.textinput.class]
  p [m.xml_stylesheets.class, m.xml_stylesheets.new_xml_stylesheet.class]
  m.channel.title = "T"; m.channel.link = "http://e/"; m.channel.description = "D"
  d = m.channel.skipDays
  p [d.class, d.size, d.respond_to?(:days)]
  day = d.new_day; day.content = "Monday"; p [day.class, d.size]
  h = m.channel.skipHours.new_hour; h.content = "3"; p h.class
  c = m.channel.categories.new_category; c.content = "cat"; p c.class
  i = m.items.new_item; i.title = "I"; i.link = "http://e/1"
  p [i.class, i.guid.class, i.enclosure.class, i.categories.class]
end
puts feed
RSS::Maker.make("1.0") { |m| p [m.channel.class, m.items.new_item.class]; exit }
