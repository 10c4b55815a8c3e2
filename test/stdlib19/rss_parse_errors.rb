# parse errors of RSS 1.0, 0.9x/2.0 and Atom documents: which error, its
# message and attributes (required attributes are checked at the start tag)
require 'rss'
def t(l)
  r = yield
  puts "#{l}: OK #{r.class}"
rescue RSS::Error, RSS::NotWellFormedError => e
  attrs = [:tag, :parent, :attribute, :value, :prefix, :uri, :line, :element].select { |a| e.respond_to?(a) }.map { |a| [a, e.__send__(a)] }
  puts "#{l}: #{e.class} #{e.message} #{attrs.inspect}"
rescue Exception => e
  puts "#{l}: #{e.class} #{e.message[0,100]}"
end
R = %Q(<?xml version="1.0"?>\n<rdf:RDF xmlns="http://purl.org/rss/1.0/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/" xmlns:image="http://purl.org/rss/1.0/modules/image/" xmlns:taxo="http://purl.org/rss/1.0/modules/taxonomy/">\n%s\n</rdf:RDF>)
CH = %Q(<channel rdf:about="http://e/"><title>t</title><link>http://e/</link><description>d</description>%s<items><rdf:Seq><rdf:li resource="http://e/1"/></rdf:Seq></items></channel>)
IT = %Q(<item rdf:about="http://e/1"><title>i</title><link>http://e/1</link>%s</item>)
t("rdf empty") { RSS::Parser.parse(R % "") }
t("rdf ok") { RSS::Parser.parse(R % (CH % "" + IT % "")) }
t("no item") { RSS::Parser.parse(R % (CH % "")) }
t("two channels") { RSS::Parser.parse(R % (CH % "" + CH % "" + IT % "")) }
t("no title") { RSS::Parser.parse(R % (CH.sub("<title>t</title>", "") % "" + IT % "")) }
t("two titles") { RSS::Parser.parse(R % (CH.sub("<title>t</title>", "<title>t</title><title>u</title>") % "" + IT % "")) }
t("no about") { RSS::Parser.parse(R % (CH.sub(' rdf:about="http://e/"', "") % "" + IT % "")) }
t("no items") { RSS::Parser.parse(R % (CH.sub(/<items>.*<\/items>/, "") % "" + IT % "")) }
t("unknown el") { RSS::Parser.parse(R % (CH % "<hoge>x</hoge>" + IT % ""), true, false) }
t("unknown el ignore") { RSS::Parser.parse(R % (CH % "<hoge>x</hoge>" + IT % "")) }
t("sy period bad") { RSS::Parser.parse(R % (CH % "<sy:updatePeriod>hoge</sy:updatePeriod>" + IT % "")) }
t("sy freq bad") { RSS::Parser.parse(R % (CH % "<sy:updateFrequency>-1</sy:updateFrequency>" + IT % "")) }
t("sy freq text") { RSS::Parser.parse(R % (CH % "<sy:updateFrequency>a</sy:updateFrequency>" + IT % "")) }
t("dc date bad") { RSS::Parser.parse(R % (CH % "<dc:date>hoge</dc:date>" + IT % "")) }
t("image item bad width") { RSS::Parser.parse(R % (CH % "" + IT % '<image:item rdf:about="http://i/"><image:width>a</image:width></image:item>')) }
t("favicon bad size") { RSS::Parser.parse(R % (CH % '<image:favicon rdf:about="http://f/" image:size="huge"/>' + IT % "")) }
t("not well formed") { RSS::Parser.parse(R % "<channel>") }
t("garbage") { RSS::Parser.parse("<rss version='2.0'><channel></rss>") }
t("not rss") { RSS::Parser.parse("<hoge/>") }
t("empty string") { RSS::Parser.parse("") }
t("rdf wrong ns") { RSS::Parser.parse('<rdf:RDF xmlns:rdf="http://x/"/>') }
t("rdf no default ns") { RSS::Parser.parse('<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><channel/></rdf:RDF>') }
S = %Q(<rss version="%s"><channel><title>t</title><link>http://e/</link><description>d</description>%s</channel></rss>)
t("rss ok") { RSS::Parser.parse(S % ["2.0", ""]) }
t("rss no version") { RSS::Parser.parse(%Q(<rss><channel><title>t</title><link>l</link><description>d</description></channel></rss>)) }
t("rss no channel") { RSS::Parser.parse(%Q(<rss version="2.0"></rss>)) }
t("rss 0.91 no language") { RSS::Parser.parse(S % ["0.91", ""]) }
t("rss 0.91 no image") { RSS::Parser.parse(S % ["0.91", "<language>en</language>"]) }
t("rss no link") { RSS::Parser.parse(S.sub("<link>http://e/</link>", "") % ["2.0", ""]) }
t("rss item no title desc") { RSS::Parser.parse(S % ["2.0", "<item><link>x</link></item>"]) }
t("rss bad pubDate") { RSS::Parser.parse(S % ["2.0", "<pubDate>hoge</pubDate>"]) }
t("rss cloud missing attr") { RSS::Parser.parse(S % ["2.0", '<cloud domain="d" port="80" path="/p" registerProcedure="r"/>']) }
t("rss cloud bad port") { RSS::Parser.parse(S % ["2.0", '<cloud domain="d" port="a" path="/p" registerProcedure="r" protocol="soap"/>']) }
t("rss enclosure missing") { RSS::Parser.parse(S % ["2.0", '<item><title>x</title><enclosure url="u" length="1"/></item>']) }
t("rss guid bad permalink") { RSS::Parser.parse(S % ["2.0", '<item><title>x</title><guid isPermaLink="hoge">g</guid></item>']) }
t("rss ttl bad") { RSS::Parser.parse(S % ["2.0", '<ttl>a</ttl>']) }
t("rss skipHours bad") { RSS::Parser.parse(S % ["2.0", '<skipHours><hour>25</hour></skipHours>']) }
t("rss skipDays bad") { RSS::Parser.parse(S % ["2.0", '<skipDays><day>Foo</day></skipDays>']) }
t("rss two images") { RSS::Parser.parse(S % ["2.0", '<image><url>u</url><title>t</title><link>l</link></image><image><url>u</url><title>t</title><link>l</link></image>']) }
t("rss textinput missing") { RSS::Parser.parse(S % ["2.0", '<textInput><title>t</title></textInput>']) }
t("rss unknown strict") { RSS::Parser.parse(S % ["2.0", '<hoge/>'], true, false) }
t("rss category no domain") { RSS::Parser.parse(S % ["2.0", '<category>c</category>']) }
A = %Q(<feed xmlns="http://www.w3.org/2005/Atom">%s</feed>)
t("atom empty") { RSS::Parser.parse(A % "") }
t("atom no id") { RSS::Parser.parse(A % "<title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author>") }
t("atom ok") { RSS::Parser.parse(A % "<id>urn:x</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author>") }
t("atom two ids") { RSS::Parser.parse(A % "<id>urn:x</id><id>urn:y</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author>") }
t("atom bad updated") { RSS::Parser.parse(A % "<id>urn:x</id><title>t</title><updated>hoge</updated><author><name>a</name></author>") }
t("atom author no name") { RSS::Parser.parse(A % "<id>urn:x</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author></author>") }
t("atom link no href") { RSS::Parser.parse(A % "<id>urn:x</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author><link/>") }
t("atom category no term") { RSS::Parser.parse(A % "<id>urn:x</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author><category/>") }
t("atom entry no author") { RSS::Parser.parse(A % "<id>urn:x</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><entry><id>e</id><title>t</title><updated>2003-01-01T00:00:00Z</updated></entry>") }
t("atom text type bad") { RSS::Parser.parse(A % "<id>urn:x</id><title type='hoge'>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author>") }
t("atom xhtml no div") { RSS::Parser.parse(A % "<id>urn:x</id><title type='xhtml'>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author>") }
t("atom content src and text") { RSS::Parser.parse(A % "<id>urn:x</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author><entry><id>e</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><content src='http://x/'>hoge</content></entry>") }
t("atom entry doc") { RSS::Parser.parse('<entry xmlns="http://www.w3.org/2005/Atom"><id>e</id><title>t</title><updated>2003-01-01T00:00:00Z</updated></entry>') }
t("atom wrong ns") { RSS::Parser.parse('<feed xmlns="http://www.w3.org/2005/Atomx"/>') }
t("nwf with about") { RSS::Parser.parse(R % "<channel rdf:about='x'>") }
t("nwf no validate") { RSS::Parser.parse(R % "<channel>", false) }
t("no about, no validate") { RSS::Parser.parse(R % "<channel><title>t</title><link>l</link><description>d</description><items><rdf:Seq/></items></channel><item rdf:about='i'><title>t</title><link>l</link></item>", false) }
t("no about, complete") { RSS::Parser.parse(R % "<channel><title>t</title><link>l</link><description>d</description><items><rdf:Seq/></items></channel><item rdf:about='i'><title>t</title><link>l</link></item>") }
t("no about, later error") { RSS::Parser.parse(R % "<channel><title>t</title><title>t</title></channel>") }
t("rss cloud missing, later error") { RSS::Parser.parse(%Q(<rss version="2.0"><channel><cloud domain="d"/><title>t</title><title>t</title></channel></rss>)) }
t("nwf rss") { RSS::Parser.parse(%Q(<rss version="2.0"><channel><cloud domain="d"/></rss>)) }
t("nwf rss2") { RSS::Parser.parse(%Q(<rss><channel></rss>)) }
t("nwf atom") { RSS::Parser.parse(%Q(<feed xmlns="http://www.w3.org/2005/Atom"><link></feed>)) }
t("content src empty") { RSS::Parser.parse(%Q(<entry xmlns="http://www.w3.org/2005/Atom"><id>e</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author><content src='http://x/'/></entry>)) }
t("content src type text") { RSS::Parser.parse(%Q(<entry xmlns="http://www.w3.org/2005/Atom"><id>e</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author><content src='http://x/' type="text/plain">hoge</content></entry>)) }
t("content src type text empty") { RSS::Parser.parse(%Q(<entry xmlns="http://www.w3.org/2005/Atom"><id>e</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author><content src='http://x/' type="text/plain"/></entry>)) }
t("content src type html") { RSS::Parser.parse(%Q(<entry xmlns="http://www.w3.org/2005/Atom"><id>e</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author><content src='http://x/' type="html"/></entry>)) }
