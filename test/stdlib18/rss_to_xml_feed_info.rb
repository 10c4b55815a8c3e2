# RSS root elements: feed_info ([type, version, subtype]), to_xml(type) (its own
# type: to_s; another: made through the maker with the block), xml_stylesheets=,
# Element#have_xml_content? and #need_base64_encode?
require 'rss'
rss = RSS::Maker.make("1.0") do |m|
  m.channel.about = "http://e/rdf"; m.channel.title = "T"; m.channel.link = "http://e/"; m.channel.description = "D"; m.channel.date = Time.utc(2001,1,1)
  m.items.new_item { |i| i.title = "I"; i.link = "http://e/i"; i.date = Time.utc(2001,1,2) }
end
p rss.feed_info rescue p $!
p rss.feed_type, rss.feed_version, rss.encoding rescue p $!
puts rss.to_xml("2.0") { |m| m.channel.language = "en" } rescue p $!
puts rss.to_xml("1.0") rescue p $!
puts rss.to_xml("atom") { |m| m.channel.author = "A"; m.channel.id = "urn:x" } rescue p $!
puts rss.to_xml rescue p $!
(rss.xml_stylesheets = []) rescue p $!
p rss.xml_stylesheets
p rss.have_xml_content? rescue p $!
p rss.need_base64_encode? rescue p $!
p RSS::Rss.new("2.0").feed_info rescue p $!
p RSS::Atom::Feed.new.feed_info, RSS::Atom::Entry.new.feed_info, RSS::Atom::Feed.new.feed_subtype, RSS::RDF.new.feed_subtype, RSS::Rss.new("0.91").feed_info
f = RSS::Maker.make("atom") do |m|
  m.channel.author = "A"; m.channel.id = "urn:x"; m.channel.title = "T"; m.channel.updated = Time.utc(2001,1,1); m.channel.link = "http://e/"
  m.items.new_item { |i| i.title = "I"; i.link = "http://e/i"; i.id = "urn:i"; i.updated = Time.utc(2001,1,2); i.summary = "S" }
end
puts f.to_xml("1.0") == f.to_s
puts f.to_xml("atom") == f.to_s
puts f.to_xml("atom:feed") == f.to_s
puts f.to_xml("atom:entry") rescue p $!
puts f.to_xml("2.0") { |m| m.channel.description = "d" } rescue p $!
puts f.to_xml("rss1.0") { |m| m.channel.about = "http://e/rdf"; m.channel.description = "d" } rescue p $!
puts f.to_xml("zz") rescue p $!
puts f.to_xml("0.91") { |m| m.channel.description = "d"; m.channel.language = "en" } rescue p $!
p f.to_xml(nil) == f.to_s
e = f.entries[0]
p e.class
