# RSS as 1.8.7: only Atom elements learn their parent when parsed (an RSS
# 0.9/1.0/2.0 channel or item has parent nil); Rss keeps its version in the
# root's @feed_version, rss_version being an alias of feed_version
require 'rss'
require "helper"
R2 = "<rss version='2.0'><channel><title>a</title><link>l</link><description>d</description><item><title>x</title></item></channel></rss>"
R1 = "<rdf:RDF xmlns='http://purl.org/rss/1.0/' xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'><channel rdf:about='x'><title>a</title><link>l</link><description>d</description><items><rdf:Seq><rdf:li resource='i'/></rdf:Seq></items></channel><item rdf:about='i'><title>t</title><link>l</link></item></rdf:RDF>"
A = "<feed xmlns='http://www.w3.org/2005/Atom' xml:base='http://b/'><id>i</id><title>t</title><updated>2000-01-01T00:00:00Z</updated><author><name>n</name></author><entry><id>e</id><title>x</title><updated>2000-01-01T00:00:00Z</updated><link href='x'/></entry></feed>"
show(:rss2) { r = RSS::Parser.parse(R2); [r.channel.parent, r.items[0].parent] }
show(:rss1) { r = RSS::Parser.parse(R1); [r.channel.parent, r.items[0].parent, r.channel.items.parent] }
show(:atom) { a = RSS::Parser.parse(A); [a.entries[0].parent.class, a.author.parent.class, a.entries[0].links[0].parent.class, a.entries[0].links[0].href] }
show(:ivars) { RSS::Rss.new("2.0").instance_variables.sort }
show(:ivars1) { RSS::RDF.new.instance_variables.sort }
show(:ivarsa) { RSS::Atom::Feed.new.instance_variables.include?("@feed_version") }
show(:ver) { x = RSS::Rss.new("2.0"); x.rss_version = "0.91"; [x.rss_version, x.feed_version, x.feed_info, x.instance_variable_get(:@feed_version)] }
show(:owner) { RSS::Rss.instance_method(:rss_version).inspect }
show(:parsed) { r = RSS::Parser.parse(R2); [r.rss_version, r.instance_variable_get(:@feed_version)] }
show(:nover) { RSS::Parser.parse("<rss><channel><title>a</title><link>l</link><description>d</description></channel></rss>") }
show(:atomrv) { RSS::Atom::Feed.new.rss_version rescue $!.class }
