# an Atom entry content from the maker: xhtml wrapped in a div, src with a type, plain text
require 'rss'
feed = RSS::Maker.make("atom") do |m|
  m.channel.about = "urn:x"; m.channel.title = "T"; m.channel.author = "A"; m.channel.updated = Time.at(0).utc
  it = m.items.new_item
  it.link = "http://x/1"; it.title = "I"; it.updated = Time.at(0).utc
  it.content.type = "xhtml"; it.content.xhtml = "<p>hi</p>"
  it2 = m.items.new_item
  it2.link = "http://x/2"; it2.title = "J"; it2.updated = Time.at(0).utc
  it2.content.type = "text/plain"; it2.content.src = "http://x/src"
  it3 = m.items.new_item
  it3.link = "http://x/3"; it3.title = "K"; it3.updated = Time.at(0).utc
  it3.content.content = "plain"
end
puts feed.to_s
