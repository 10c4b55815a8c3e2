# RSS: 0.91, unknown elements, validation errors, Atom entry documents, stylesheets
require 'rss'
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
src = "<?xml-stylesheet href='a.xsl' type='text/xsl'?><rss version='0.91'><channel><title>t</title><link>l</link><description>d</description><language>en</language><foo>unknown</foo><item><title>i</title><link>il</link><bar/></item></channel></rss>"
t("0.91") { r = RSS::Parser.parse(src); [r.rss_version, r.items.map { |i| i.title }, r.xml_stylesheets.size] }
t("0.91 strict") { RSS::Parser.parse(src, true, false).class }
t("0.91 to_s") { RSS::Parser.parse(src).to_s }
t("no channel") { RSS::Parser.parse("<rss version='2.0'/>") }
t("no channel lax") { RSS::Parser.parse("<rss version='2.0'/>", false).channel }
t("too many") { RSS::Parser.parse("<rss version='2.0'><channel><title>a</title><title>b</title><link>l</link><description>d</description></channel></rss>") }
t("bad date") { RSS::Parser.parse("<rss version='2.0'><channel><title>a</title><link>l</link><description>d</description><pubDate>garbage</pubDate></channel></rss>") }
t("entry doc") { e = RSS::Parser.parse("<entry xmlns='http://www.w3.org/2005/Atom'><id>i</id><title>t</title><updated>2008-01-01T00:00:00Z</updated><author><name>n</name></author></entry>"); [e.class, e.title.content, e.to_s] }
t("rdf no items") { RSS::Parser.parse("<rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#' xmlns='http://purl.org/rss/1.0/'><channel rdf:about='a'><title>t</title><link>l</link><description>d</description></channel></rdf:RDF>") }
t("item accessors") { r = RSS::Parser.parse(src); i = r.items[0]; i.title = "new"; i.description = "desc"; r.channel.title = "T2"; r.to_s }
t("new Rss") { r = RSS::Rss.new("2.0"); r.channel = RSS::Rss::Channel.new; r.channel.title = "x"; r.channel.link = "l"; r.channel.description = "d"; r.to_s }
t("rss version attr") { RSS::Rss.new("2.0").rss_version }
t("xss") { RSS::XMLStyleSheet.new(:href => "a.css").to_s }
t("xss arr") { RSS::XMLStyleSheet.new("href" => "a.xsl", "type" => "text/xsl").to_s }
