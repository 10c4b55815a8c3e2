# RSS: feeds converted with to_feed/to_rss/to_atom; Atom entry maker
require 'rss'
src = File.read("fixtures/rss2_src.xml")
rss = RSS::Parser.parse(src)
def t(l); r = yield; puts "#{l}:"; puts r.to_s; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
t("to 2.0") { rss.to_feed("rss2.0") }
t("to 1.0") { rss.to_rss("1.0") { |m| m.channel.about = "http://example.com/rss" } }
t("to atom") { rss.to_atom("feed") { |m| m.channel.about = "urn:x"; m.channel.author = "me"; m.channel.updated = Time.utc(2009) } }
rdf = RSS::Parser.parse(File.read("fixtures/rdf_src.xml"))
t("rdf to 2.0") { rdf.to_rss("2.0") }
begin; RSS::Maker.make("atom:entry") { |m| m.items.new_item { |i| } }; rescue => e; p e.message; end
puts RSS::Maker.make("atom:entry") { |m| m.items.new_item { |i| i.link = "http://l/"; i.title = "t"; i.updated = Time.utc(2001); i.author = "au"; i.description = "s" } }
