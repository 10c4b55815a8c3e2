# an RSS 1.0 document with xml-stylesheets, dublincore, taxonomy, trackback,
# image, content and syndication parsed: every value and to_s; TaxonomyTopic.new(about)
require 'rss'
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class} #{e.message[0,150]}"; end
s = <<XML
<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet href="a.css" type="text/css"?>
<?xml-stylesheet href="b.xsl" type="text/xsl" title="B" media="print" charset="UTF-8" alternate="yes"?>
<rdf:RDF xmlns="http://purl.org/rss/1.0/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
 xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:taxo="http://purl.org/rss/1.0/modules/taxonomy/"
 xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/" xmlns:image="http://purl.org/rss/1.0/modules/image/"
 xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/">
<channel rdf:about="http://e/">
 <title>T</title><link>http://e/</link><description>D</description>
 <image rdf:resource="http://e/i.png"/>
 <items><rdf:Seq><rdf:li resource="http://e/1"/><rdf:li rdf:resource="http://e/2"/></rdf:Seq></items>
 <textinput rdf:resource="http://e/ti"/>
 <taxo:topics><rdf:Bag><rdf:li resource="http://t/1"/><rdf:li resource="http://t/2"/></rdf:Bag></taxo:topics>
 <image:favicon rdf:about="http://e/f.ico" image:size="small"/>
 <sy:updatePeriod>hourly</sy:updatePeriod><sy:updateFrequency>2</sy:updateFrequency><sy:updateBase>2000-01-01T12:00+00:00</sy:updateBase>
 <dc:title>DT</dc:title><dc:date>2004-01-01T00:00:00+09:00</dc:date>
</channel>
<image rdf:about="http://e/i.png"><title>IT</title><url>http://e/i.png</url><link>http://e/</link></image>
<item rdf:about="http://e/1"><title>I1</title><link>http://e/1</link><description>d1</description>
 <content:encoded><![CDATA[<p>x</p>]]></content:encoded>
 <trackback:ping rdf:resource="http://e/tb"/><trackback:about rdf:resource="http://o/1"/><trackback:about rdf:resource="http://o/2"/>
 <image:item rdf:about="http://e/ii.png"><image:width>10</image:width><image:height>20</image:height><dc:title>it</dc:title></image:item>
 <taxo:topics><rdf:Bag><rdf:li resource="http://t/1"/></rdf:Bag></taxo:topics>
 <dc:subject>s1</dc:subject><dc:subject>s2</dc:subject>
</item>
<item rdf:about="http://e/2"><title>I2</title><link>http://e/2</link></item>
<textinput rdf:about="http://e/ti"><title>TT</title><description>TD</description><name>TN</name><link>http://e/ti</link></textinput>
<taxo:topic rdf:about="http://t/1"><taxo:link>http://t/1</taxo:link><dc:title>Topic1</dc:title><taxo:topics><rdf:Bag><rdf:li resource="http://t/2"/></rdf:Bag></taxo:topics></taxo:topic>
</rdf:RDF>
XML
r = RSS::Parser.parse(s)
t("xss") { r.xml_stylesheets.map { |x| [x.href, x.type, x.title, x.media, x.charset, x.alternate, x.to_s] } }
t("root") { [r.version, r.encoding, r.standalone, r.feed_type, r.feed_version, r.rss_version, r.output_encoding] }
c = r.channel
t("channel") { [c.about, c.title, c.link, c.description, c.image.resource, c.textinput.resource, c.items.resources, c.items.Seq.lis.map { |l| l.resource }] }
t("channel dc") { [c.dc_title, c.dc_titles.map { |x| x.value }, c.dc_date, c.date, c.dc_dates.size] }
t("channel sy") { [c.sy_updatePeriod, c.sy_updateFrequency, c.sy_updateBase] }
t("channel taxo") { [c.taxo_topics.resources, c.taxo_topics.Bag.lis.size] }
t("favicon") { f = c.image_favicon; [f.about, f.size, f.image_size, f.to_s] }
i = r.items[0]
t("item") { [i.about, i.title, i.link, i.description, i.content_encoded] }
t("item tb") { [i.trackback_ping, i.trackback_abouts.map { |a| a.value }, i.trackback_about.resource] }
t("item image") { ii = i.image_item; [ii.about, ii.resource, ii.width, ii.height, ii.image_width, ii.dc_title, ii.to_s] }
t("item taxo") { i.taxo_topics.resources }
t("item dc") { [i.dc_subject, i.dc_subjects.map { |x| x.value }] }
t("image") { [r.image.about, r.image.title, r.image.url, r.image.link] }
t("textinput") { ti = r.textinput; [ti.about, ti.title, ti.description, ti.name, ti.link] }
t("topics") { r.taxo_topics.map { |tp| [tp.about, tp.taxo_link, tp.dc_title, tp.taxo_topics.resources] } }
t("to_s") { r.to_s }
t("rdf li") { RSS::RDF::Li.new("http://x/").to_s }
t("rdf seq") { RSS::RDF::Seq.new([RSS::RDF::Li.new("a")]).to_s }
t("rdf bag") { RSS::RDF::Bag.new.to_s }
t("item new") { RSS::RDF::Item.new("http://x/").about rescue $!.class }
t("taxo topic to_s") { tp = RSS::TaxonomyTopicModel::TaxonomyTopic.new("http://t/"); tp.taxo_link = "l"; tp.to_s }
t("xss new") { RSS::XMLStyleSheet.new(:href => "a.xsl").to_s }
t("xss new bad") { RSS::XMLStyleSheet.new(:href => "a.xsl", :type => "text/foo", :alternate => "maybe").to_s }
t("xss new array") { RSS::XMLStyleSheet.new([["href", "x.css"], ["media", "all"]]).to_s }
TT = RSS::TaxonomyTopicModel::TaxonomyTopic
t("new about") { TT.new("http://t/").about }
t("new empty") { [TT.new.about, TT.new.to_s] }
t("new attrs") { TT.new(true, {"about" => "u"}).about }
t("new 2") { TT.new("a", "b").about }
t("topics new") { RSS::TaxonomyTopicsModel::TaxonomyTopics.new.to_s }
