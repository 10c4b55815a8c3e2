# taxo:topic elements of an RSS 1.0 document: made with
# maker.taxo_topics.new_taxo_topic (about defaults to taxo_link), and kept
# by to_feed of a parsed document
require 'rss'
rss = RSS::Maker.make("1.0") { |m|
  m.channel.about = "http://x/rdf"; m.channel.title = "T"; m.channel.link = "http://x/"; m.channel.description = "D"
  i = m.items.new_item; i.link = "http://x/1"; i.title = "I"
  t = m.taxo_topics.new_taxo_topic
  t.taxo_link = "http://t1"; t.dc_title = "T1"; t.taxo_topics << "http://t2"
}
puts rss.to_s
src = File.read(__FILE__)[/^__END__\n(.*)/m, 1]
puts RSS::Parser.parse(src).to_feed("1.0").to_s.split("\n").grep(/taxo|rdf:li|Bag/)
__END__
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:taxo="http://purl.org/rss/1.0/modules/taxonomy/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="http://x/"><title>t</title><link>http://x/</link><description>d</description><items><rdf:Seq><rdf:li resource="http://x/1"/></rdf:Seq></items></channel><item rdf:about="http://x/1"><title>I</title><link>http://x/1</link></item><taxo:topic rdf:about="http://t1"><taxo:link>http://t1</taxo:link><dc:title>T1</dc:title><taxo:topics><rdf:Bag><rdf:li resource="http://t2"/></rdf:Bag></taxo:topics></taxo:topic></rdf:RDF>
