# RSS: validation of feeds as found in the wild, XHTML content of Atom
require 'rss'
def t(l); r = yield; puts "#{l}: #{r.inspect[0, 300]}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message[0, 200]}"; end
feeds = {
 "media" => "<rss version='2.0' xmlns:media='http://search.yahoo.com/mrss/' xmlns:atom='http://www.w3.org/2005/Atom'><channel><title>t</title><link>l</link><description>d</description><atom:link href='x' rel='self'/><item><title>i</title><media:content url='u'/><guid isPermaLink='true'>http://g</guid></item></channel></rss>",
 "nodesc" => "<rss version='2.0'><channel><title>t</title><link>l</link></channel></rss>",
 "notitle" => "<rss version='2.0'><channel><link>l</link><description>d</description></channel></rss>",
 "twochan" => "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description></channel><channel/></rss>",
 "item_empty" => "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><item/></channel></rss>",
 "rdf_noitems" => "<rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#' xmlns='http://purl.org/rss/1.0/'><channel rdf:about='a'><title>t</title><link>l</link><description>d</description><items><rdf:Seq/></items></channel><item rdf:about='x'><title>x</title><link>x</link></item></rdf:RDF>",
 "rdf_noabout" => "<rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#' xmlns='http://purl.org/rss/1.0/'><channel><title>t</title><link>l</link><description>d</description><items><rdf:Seq/></items></channel><item rdf:about='x'><title>x</title><link>x</link></item></rdf:RDF>",
 "atom_noid" => "<feed xmlns='http://www.w3.org/2005/Atom'><title>t</title><updated>2008-01-01T00:00:00Z</updated><author><name>n</name></author></feed>",
 "atom_full" => "<feed xmlns='http://www.w3.org/2005/Atom'><id>i</id><title type='html'>&lt;b&gt;t</title><updated>2008-01-01T00:00:00Z</updated><author><name>n</name><uri>http://u</uri></author><link rel='alternate' href='h'/><link rel='self' href='s'/><generator uri='g' version='1'>gen</generator><entry><id>e</id><title>et</title><updated>2008-01-02T00:00:00Z</updated><published>2008-01-01T00:00:00Z</published><content type='xhtml'>x</content></entry></feed>",
 "unknown_root" => "<foo/>",
 "rss091" => "<rss version='0.91'><channel><title>t</title><link>l</link><description>d</description><language>en</language><item><title>x</title><link>y</link></item></channel></rss>",
}
feeds.keys.sort.each do |k|
  t(k) { r = RSS::Parser.parse(feeds[k]); r.nil? ? nil : r.to_s }
  t(k + " lax") { r = RSS::Parser.parse(feeds[k], false); r.nil? ? nil : r.class }
end
f = RSS::Parser.parse("<feed xmlns=\"http://www.w3.org/2005/Atom\"><id>i</id><title>t</title><updated>2008-01-01T00:00:00Z</updated><author><name>n</name></author><entry><id>e</id><title type=\"xhtml\"><div xmlns=\"http://www.w3.org/1999/xhtml\">a <b>bold</b> c</div></title><updated>2008-01-02T00:00:00Z</updated><content type=\"xhtml\"><div xmlns=\"http://www.w3.org/1999/xhtml\"><p class=\"x\">para</p></div></content></entry></feed>"); e = f.entries[0]; p e.content.content, e.content.xhtml.class, e.content.xhtml.to_s, e.title.content, e.title.xhtml.to_s; puts e.to_s
