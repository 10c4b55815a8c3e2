# Atom feed maker: links with their attributes, generator (string or
# block), icon, logo, copyright as rights, description as subtitle,
# categories, authors with uri and email, contributors
require 'rss'
def t
  puts RSS::Maker.make("atom") { |m|
    m.channel.about = "urn:x"; m.channel.title = "T"; m.channel.updated = Time.utc(2004, 1, 2)
    yield m
  }.to_s
rescue RSS::NotSetError => e
  puts e.message
end
t { |m| m.channel.author = "me"; m.channel.links.new_link { |l| l.href = "http://x/"; l.rel = "self"; l.type = "text/html"; l.hreflang = "en"; l.title = "tt"; l.length = 5 } }
t { |m| m.channel.author = "me"; m.channel.link = "http://x/" }
t { |m| m.channel.author = "me"; m.channel.description = "desc"; m.channel.copyright = "cr"; m.channel.generator = "gen"; m.channel.icon = "http://i"; m.channel.logo = "http://l" }
t { |m| m.channel.author = "me"; m.channel.generator { |g| g.content = "G"; g.uri = "http://g"; g.version = "1" } }
t { |m| m.channel.categories.new_category { |c| c.term = "t"; c.scheme = "s"; c.label = "l" }; m.channel.authors.new_author { |a| a.name = "n"; a.uri = "http://u"; a.email = "e@x" } }
t { |m| m.channel.author = "me"; m.channel.contributors.new_contributor { |a| a.name = "c" }; m.channel.rights = "r"; m.channel.subtitle = "s" }
t { |m| }
m = nil
RSS::Maker.make("atom") { |mk| m = mk; mk.channel.generator = "g"; mk.channel.author = "a"; mk.channel.link = "http://l"; raise "stop" } rescue nil
p [m.channel.generator, m.channel.author, m.channel.authors.size, m.channel.link, m.channel.links.size, m.channel.id]
