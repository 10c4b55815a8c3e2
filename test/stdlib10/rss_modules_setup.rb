# RSS 1.0 module elements read back (sy, content, trackback, slash, image,
# taxo) and a document made again from itself (to_rss: image:item and
# image:favicon kept)
require 'rss'
def try(label)
  r = yield
  puts "#{label}: #{r.inspect[0, 300]}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
src = %Q{<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/" xmlns:taxo="http://purl.org/rss/1.0/modules/taxonomy/" xmlns:image="http://purl.org/rss/1.0/modules/image/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel rdf:about="http://e"><title>T</title><link>http://e</link><description>d</description><sy:updatePeriod>hourly</sy:updatePeriod><sy:updateFrequency>2</sy:updateFrequency><sy:updateBase>2000-01-01T12:00+00:00</sy:updateBase>
<image:favicon rdf:about="http://e/f.ico" image:size="small"/>
<taxo:topics><rdf:Bag><rdf:li resource="http://t/1"/></rdf:Bag></taxo:topics>
<items><rdf:Seq><rdf:li resource="http://e/1"/></rdf:Seq></items></channel>
<item rdf:about="http://e/1"><title>I</title><link>http://e/1</link><content:encoded>&lt;b&gt;x&lt;/b&gt;</content:encoded><trackback:ping rdf:resource="http://tb/1"/><trackback:about rdf:resource="http://tb/a1"/><trackback:about rdf:resource="http://tb/a2"/><slash:section>sec</slash:section><slash:comments>5</slash:comments><slash:hit_parade>1,2,3</slash:hit_parade><image:item rdf:about="http://e/i.png"><dc:title>img</dc:title><image:width>10</image:width></image:item><taxo:topics><rdf:Bag><rdf:li resource="http://t/1"/></rdf:Bag></taxo:topics></item>
<taxo:topic rdf:about="http://t/1"><taxo:link>http://t/1</taxo:link><dc:title>topic</dc:title></taxo:topic>
</rdf:RDF>}
f = RSS::Parser.parse(src)
ch = f.channel; it = f.items[0]
try("sy") { [ch.sy_updatePeriod, ch.sy_updateFrequency, ch.sy_updateBase] }
try("content") { [it.content_encoded, it.respond_to?(:content_encodeds)] }
try("tb ping") { [it.trackback_ping, it.trackback_ping.class] rescue it.trackback_ping }
try("tb abouts") { it.trackback_abouts.map { |a| [a.class.name, a.resource, (a.value rescue :nov), (a.content rescue :noc)] } }
try("tb about") { [it.trackback_about.class, it.trackback_about] }
try("slash") { [it.slash_section, it.slash_comments, it.slash_hit_parade, it.slash_hit_parade.class] }
try("slash2") { [it.slash_department, (it.slash_hit_parades rescue :none)] }
try("image item") { ii = it.image_item; [ii.class.name, ii.about, ii.resource, ii.width, ii.dc_title, ii.image_width] rescue $! }
try("image favicon") { fv = ch.image_favicon; [fv.class.name, fv.about, fv.size, fv.image_size] rescue $! }
try("taxo") { [ch.taxo_topics.class.name, ch.taxo_topics.resources, it.taxo_topics.Bag.lis.map { |l| l.resource }] }
try("taxo topic") { tp = f.taxo_topics[0]; [tp.class.name, tp.about, tp.taxo_link, tp.dc_title, tp.taxo_topics] rescue $! }
try("to_s item") { it.to_s }
puts f.to_s; puts "====="; puts f.to_rss("1.0").to_s
