# RSS 1.0 modules read and written: sy values checked (period names, a
# positive frequency), taxo topics (taxo:link last), slash hit parade as
# numbers, trackback readers answering the resource
require 'helper'
require 'rss'
src = <<X
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:slash="http://purl.org/rss/1.0/modules/slash/" xmlns:taxo="http://purl.org/rss/1.0/modules/taxonomy/" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/">
<channel rdf:about="http://x/"><title>t</title><link>http://x/</link><description>d</description>
<sy:updatePeriod>weekly</sy:updatePeriod><sy:updateFrequency>3</sy:updateFrequency><sy:updateBase>2000-01-01T12:00+00:00</sy:updateBase>
<taxo:topics><rdf:Bag><rdf:li resource="http://t1"/><rdf:li resource="http://t2"/></rdf:Bag></taxo:topics>
<items><rdf:Seq><rdf:li resource="http://x/1"/></rdf:Seq></items></channel>
<item rdf:about="http://x/1"><title>I</title><link>http://x/1</link>
<slash:section>articles</slash:section><slash:department>not-an-ocean</slash:department><slash:comments>177</slash:comments><slash:hit_parade>177,155,105,33,6,3,0</slash:hit_parade>
<content:encoded>&lt;p&gt;hi&lt;/p&gt;</content:encoded>
<trackback:ping rdf:resource="http://tb"/><trackback:about rdf:resource="http://ab1"/><trackback:about rdf:resource="http://ab2"/>
</item>
<taxo:topic rdf:about="http://t1"><taxo:link>http://t1</taxo:link><dc:title>T1</dc:title><taxo:topics><rdf:Bag><rdf:li resource="http://t2"/></rdf:Bag></taxo:topics></taxo:topic>
</rdf:RDF>
X
r = RSS::Parser.parse(src)
c = r.channel
show(:sy) { [c.sy_updatePeriod, c.sy_updateFrequency, c.sy_updateBase] }
show(:taxo) { [c.taxo_topics.resources, c.taxo_topics.Bag.lis.size] }
i = r.items[0]
show(:slash) { [i.slash_section, i.slash_department, i.slash_comments, i.slash_hit_parade, i.slash_hit_parades] }
show(:content) { i.content_encoded }
show(:tb) { [i.trackback_ping, i.trackback_abouts.map { |a| a.value }, i.trackback_about.resource] }
show(:topic) { t = r.taxo_topics[0]; [t.about, t.taxo_link, t.dc_title, t.taxo_topics.resources] }
show(:to_s) { r.to_s }
show(:sy_bad) { c.sy_updatePeriod = "never" }
show(:sy_freq_bad) { c.sy_updateFrequency = "0" }
show(:sy_freq_bad2) { c.sy_updateFrequency = "x" }
show(:slash_set) { i.slash_hit_parade = [1, 2]; i.slash_hit_parade }
show(:slash_comments) { i.slash_comments = "5"; i.slash_comments }
