# to_s: an element of text content is written <x></x> even when empty
require 'rss'
rss = RSS::Maker.make("2.0") do |m|
  m.channel.title = "t"; m.channel.link = "http://x/"; m.channel.description = ""
  m.channel.copyright = ""
  m.channel.cloud.domain = "d"; m.channel.cloud.port = 80; m.channel.cloud.path = "/p"; m.channel.cloud.registerProcedure = "r"; m.channel.cloud.protocol = "xml-rpc"
  i = m.items.new_item; i.title = "i"; i.description = ""
  i.enclosure.url = "http://x/e"; i.enclosure.length = 1; i.enclosure.type = "a/b"
  i.guid.content = ""; i.guid.isPermaLink = false
  c = i.categories.new_category; c.content = ""; c.domain = "dd"
end
puts rss.to_s
c = RSS::Rss::Channel::Item::Category.new
puts c.to_s
c.content = ""
puts c.to_s
g = RSS::Rss::Channel::Item::Guid.new
puts g.to_s
p defined?(RSS::Rss::Channel::Title)
r = RSS::Rss::Channel::Image.new
puts r.to_s.inspect
rd = RSS::RDF::Channel::Items.new
puts rd.to_s
puts RSS::RDF::Channel::Image.new.to_s
puts RSS::RDF::Channel::Textinput.new.to_s
puts RSS::RDF::Textinput.new.to_s.inspect
a = RSS::Atom::Feed::Link.new; a.href = "h"; puts a.to_s
a = RSS::Atom::Feed::Category.new; a.term = "h"; puts a.to_s
a = RSS::Atom::Feed::Generator.new; puts a.to_s
a = RSS::Atom::Feed::Title.new; puts a.to_s
a.content = ""; puts a.to_s
a = RSS::Atom::Feed::Entry::Content.new; a.src = "x"; puts a.to_s
