# the Atom entry maker takes title, date and author from the channel when
# the item has none; description and summary are one value
require 'rss'
def t
  puts RSS::Maker.make("atom:entry") { |m|
    m.channel.about = "urn:x"; m.channel.title = "T"; m.channel.author = "me"; m.channel.updated = Time.utc(2004, 1, 2)
    yield m
  }.to_s
rescue RSS::NotSetError => e
  puts e.message
end
t { |m| m.items.new_item { |i| i.link = "http://i"; i.title = "IT"; i.date = Time.utc(2005); i.summary = "s"; i.description = "d" } }
t { |m| }
t { |m| m.items.new_item { |i| i.title = "x" } }
t { |m| m.items.new_item { |i| i.link = "http://i" } }
t { |m| m.channel.author = nil; m.items.new_item { |i| i.link = "http://i"; i.author = "ia" } }
t { |m| m.items.new_item { |i| i.link = "http://i"; i.categories.new_category.term = "ct"; i.contributors.new_contributor.name = "cc"; i.rights = "r"; i.published = Time.utc(2000); i.content.content = "c" } }
