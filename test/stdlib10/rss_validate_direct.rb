# validate on feeds made in Ruby: attributes, then each child in turn,
# then the element's own children (an rdf:Seq in items is needed only
# when parsing); (validate's value, an internal Hash in 1.8.7, is not shown)
require 'rss'
def try(label)
  r = yield
  puts "#{label}: #{r.is_a?(Array) ? r.inspect : "no error"}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message[0, 300]}"
end
try("rss empty") { RSS::Rss.new("2.0").validate }
try("rss no version") { r = RSS::Rss.new(nil); r.validate }
try("rss ch no title") { r = RSS::Rss.new("2.0"); r.channel = RSS::Rss::Channel.new; r.validate }
try("rss noversion ch") { r = RSS::Rss.new(nil); r.channel = RSS::Rss::Channel.new; r.validate }
try("item bad") { r = RSS::Rss.new("2.0"); c = RSS::Rss::Channel.new; c.title = "t"; c.link = "l"; c.description = "d"; i = RSS::Rss::Channel::Item.new; i.enclosure = RSS::Rss::Channel::Item::Enclosure.new; c.items << i; r.channel = c; r.validate }
try("rdf") { r = RSS::RDF.new; r.validate }
try("rdf ch") { r = RSS::RDF.new; c = RSS::RDF::Channel.new; r.channel = c; r.validate }
try("rdf ch about") { r = RSS::RDF.new; c = RSS::RDF::Channel.new; c.about = "x"; r.channel = c; r.validate }
try("rdf item") { r = RSS::RDF.new; c = RSS::RDF::Channel.new; c.about = "x"; c.title = "t"; c.link = "l"; c.description = "d"; c.items = RSS::RDF::Channel::Items.new; r.channel = c; r.items << RSS::RDF::Item.new; r.validate }
try("atom feed") { RSS::Atom::Feed.new.validate }
try("atom entry") { RSS::Atom::Entry.new.validate }
try("valid?") { [RSS::Rss.new("2.0").valid?, RSS::Atom::Feed.new.valid?] }
def ch
  c = RSS::RDF::Channel.new; c.about = "x"; c.title = "t"; c.link = "l"; c.description = "d"; c
end
try("items no seq") { r = RSS::RDF.new; c = ch; c.items = RSS::RDF::Channel::Items.new; r.channel = c; r.validate }
try("items no seq + item ok") { r = RSS::RDF.new; c = ch; c.items = RSS::RDF::Channel::Items.new; r.channel = c; i = RSS::RDF::Item.new; i.about = "a"; i.title = "t"; i.link = "l"; r.items << i; r.validate }
try("items seq + item bad") { r = RSS::RDF.new; c = ch; c.items = RSS::RDF::Channel::Items.new; c.items.Seq = RSS::RDF::Seq.new; r.channel = c; r.items << RSS::RDF::Item.new; r.validate }
try("no items + item bad") { r = RSS::RDF.new; c = ch; r.channel = c; r.items << RSS::RDF::Item.new; r.validate }
try("img bad + item bad") { r = RSS::RDF.new; c = ch; c.items = RSS::RDF::Channel::Items.new; c.items.Seq = RSS::RDF::Seq.new; r.channel = c; r.image = RSS::RDF::Image.new; r.items << RSS::RDF::Item.new; r.validate }
