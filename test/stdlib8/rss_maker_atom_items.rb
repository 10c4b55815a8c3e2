# Atom feed maker entries: content (text, html, xhtml, src), summary as
# description, published, rights, source link; an item with neither id
# (nor link) nor date is left out, otherwise missing values raise
require 'rss'
def t
  x = RSS::Maker.make("atom") { |m|
    m.channel.about = "urn:x"; m.channel.title = "T"; m.channel.author = "me"; m.channel.updated = Time.utc(2004, 1, 2)
    m.items.new_item { |i| yield i }
  }.to_s
  puts x[/<entry>.*<\/entry>/m] || "(no entry)"
rescue RSS::NotSetError => e
  puts e.message
end
t { |i| i.id = "urn:i"; i.title = "IT"; i.updated = Time.utc(2005); i.summary = "sum"; i.content.content = "cc"; i.content.type = "text" }
t { |i| i.link = "http://i"; i.title = "IT"; i.date = Time.utc(2005); i.description = "desc"; i.published = Time.utc(2003); i.rights = "r" }
t { |i| i.link = "http://i"; i.title = "IT"; i.date = Time.utc(2005); i.content.type = "xhtml"; i.content.xhtml = "<p>x</p>" }
t { |i| i.link = "http://i"; i.title = "IT"; i.date = Time.utc(2005); i.content.type = "html"; i.content.content = "<p>x</p>" }
t { |i| i.link = "http://i"; i.title = "IT"; i.date = Time.utc(2005); i.content.src = "http://s"; i.content.type = "image/png" }
t { |i| i.link = "http://i"; i.title = "x"; i.date = Time.utc(2005); i.author = "ia"; i.categories.new_category.term = "ct"; i.contributors.new_contributor.name = "cc" }
t { |i| i.link = "http://i"; i.title = "x"; i.date = Time.utc(2005); i.title { |tt| tt.type = "html"; tt.content = "<b>" } }
t { |i| i.link = "http://i"; i.title = "x"; i.date = Time.utc(2005); i.source.url = "http://s" }
t { |i| i.title = "IT" }
t { |i| i.link = "http://i"; i.date = Time.utc(2005) }
t { |i| i.title = "x"; i.date = Time.utc(2005) }
t { |i| i.title = "x"; i.link = "http://i" }
