# a required text child set to "" keeps its element from being written;
# the maker then drops that item/image/textinput, or makes no feed (nil)
require 'rss'
x = RSS::RDF::Item.new; x.about = "a"; x.title = ""; x.link = "l"; p x.to_s
x = RSS::Rss::Channel::Image.new; x.url = ""; x.title = "t"; x.link = "l"; p x.to_s
x = RSS::Rss::Channel.new; x.title = "t"; x.link = ""; x.description = "d"; p x.to_s
r = RSS::Rss.new("2.0"); r.channel = x; p r.to_s
x = RSS::Rss::Channel.new; x.title = "t"; x.link = "l"; x.description = "d"; x.copyright = ""; p x.to_s
def mk(ver="2.0")
  r = RSS::Maker.make(ver) do |m|
    m.channel.title = "t"; m.channel.link = "http://x/"; m.channel.description = "d"
    m.channel.about = "http://x/a"
    yield m
  end
  puts r ? r.to_s.split("\n").grep(/<(desc|copy|guid|cat|title|item|link)/).join("|") : "nil"
rescue Exception => e
  p [e.class, e.message]
end
mk { |m| m.channel.description = "" }
mk { |m| m.channel.title = "" }
mk { |m| m.channel.copyright = "" }
mk { |m| i = m.items.new_item; i.title = "i"; i.description = "" }
mk { |m| i = m.items.new_item; i.title = "" ; i.link = "http://l/"}
mk { |m| i = m.items.new_item; i.title = "i"; i.guid.content = "" }
mk { |m| i = m.items.new_item; i.title = "i"; i.guid.content = ""; i.guid.isPermaLink = false }
mk { |m| i = m.items.new_item; i.title = "i"; c = i.categories.new_category; c.content = "" }
mk { |m| i = m.items.new_item; i.title = "i"; c = i.categories.new_category; c.content = ""; c.domain = "d" }
mk("1.0") { |m| m.channel.description = "" ; i = m.items.new_item; i.title = "i"; i.link = "http://l/" }
mk("1.0") { |m| i = m.items.new_item; i.title = ""; i.link = "http://l/" }
mk("1.0") { |m| i = m.items.new_item; i.title = "i"; i.link = "http://l/"; i.description = "" }
mk("0.91") { |m| m.channel.language = "en"; m.image.url = "http://i/"; m.image.title = "it"; m.channel.description = "" }
mk("atom") { |m| m.channel.author = "a"; m.channel.updated = Time.at(0).utc; m.channel.id = "urn:x"; m.channel.title = "" }
mk("atom") { |m| m.channel.author = "a"; m.channel.updated = Time.at(0).utc; m.channel.id = "urn:x"; m.channel.description = "" }
def mk2(ver="2.0")
  r = RSS::Maker.make(ver) do |m|
    m.channel.title = "t"; m.channel.link = "http://x/"; m.channel.description = "d"
    m.channel.about = "http://x/a"
    yield m
  end
  puts r ? r.to_s.split("\n").grep(/<(desc|copy|guid|cat|title|item|link|image|url|text|name)/).join("|") : "nil"
rescue Exception => e
  p [e.class, e.message]
end
mk2("1.0") { |m| i = m.items.new_item; i.title = ""; i.link = "http://l/"; i = m.items.new_item; i.title = "j"; i.link = "http://m/" }
mk2("1.0") { |m| i = m.items.new_item; i.title = "j"; i.link = "" }
mk2("1.0") { |m| m.channel.about = ""; i = m.items.new_item; i.title = "j"; i.link = "http://m/" }
mk2("1.0") { |m| i = m.items.new_item; i.title = "j"; i.link = "http://m/"; m.image.url = ""; m.image.title = "x" }
mk2("1.0") { |m| i = m.items.new_item; i.title = "j"; i.link = "http://m/"; m.image.url = "http://u/"; m.image.title = "" }
mk2("1.0") { |m| i = m.items.new_item; i.title = "j"; i.link = "http://m/"; t = m.textinput; t.title = ""; t.description = "d"; t.name = "n"; t.link = "http://t/" }
mk2("2.0") { |m| m.image.url = ""; m.image.title = "x" }
mk2("2.0") { |m| t = m.textinput; t.title = ""; t.description = "d"; t.name = "n"; t.link = "http://t/" }
mk2("2.0") { |m| m.channel.link = "" }
