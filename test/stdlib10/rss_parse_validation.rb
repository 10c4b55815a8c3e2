# RSS::Parser checks each element at its end tag, as 1.8.7: attributes
# first, children before their parent, an element never closed not at
# all; errors for malformed feeds
require 'rss'
def try(label)
  r = yield
  puts "#{label}: #{r.inspect[0, 100]}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message[0, 300]}"
end
ok = %Q{<rss version="2.0"><channel><title>T</title><link>http://e</link><description>d</description></channel></rss>}
try("not xml") { RSS::Parser.parse("junk") }
try("empty") { RSS::Parser.parse("") }
try("unclosed") { RSS::Parser.parse("<rss version=\"2.0\"><channel>").class }
try("mismatch") { RSS::Parser.parse("<rss version=\"2.0\"><channel></rss>") }
try("unknown root") { RSS::Parser.parse("<foo/>") }
try("rss no version") { RSS::Parser.parse("<rss><channel/></rss>") }
try("rss bad version") { RSS::Parser.parse(ok.sub("2.0", "3.0")).rss_version }
try("rss 0.91") { RSS::Parser.parse(ok.sub("2.0", "0.91")).class }
try("rss 0.92") { RSS::Parser.parse(ok.sub("2.0", "0.92")).rss_version }
try("missing title") { RSS::Parser.parse(ok.sub("<title>T</title>", "")) }
try("missing title nv") { RSS::Parser.parse(ok.sub("<title>T</title>", ""), false).channel.title }
try("two titles") { RSS::Parser.parse(ok.sub("<title>T</title>", "<title>T</title><title>U</title>")) }
try("bad date") { RSS::Parser.parse(ok.sub("</description>", "</description><pubDate>zzz</pubDate>")) }
try("bad ttl") { RSS::Parser.parse(ok.sub("</description>", "</description><ttl>x</ttl>")) }
try("bad attr") { RSS::Parser.parse(ok.sub("</description>", "</description><cloud domain='x' port='p' path='/' registerProcedure='r' protocol='x'/>")) }
try("missing attr") { RSS::Parser.parse(ok.sub("</description>", "</description><cloud domain='x'/>")) }
try("entity") { RSS::Parser.parse(ok.sub("<title>T", "<title>&amp;&lt;&#65;T")).channel.title }
try("cdata") { RSS::Parser.parse(ok.sub("<title>T", "<title><![CDATA[<x>]]>T")).channel.title }
try("rdf bad") { RSS::Parser.parse(%Q{<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel><title>T</title></channel></rdf:RDF>}) }
try("rdf no about") { RSS::Parser.parse(%Q{<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel><title>T</title><link>l</link><description>d</description><items><rdf:Seq/></items></channel></rdf:RDF>}) }
try("encoding") { RSS::Parser.parse(%Q{<?xml version="1.0" encoding="EUC-JP"?>} + ok).channel.title }
try("stylesheet") { RSS::Parser.parse(%Q{<?xml version="1.0"?><?xml-stylesheet href="a.xsl" type="text/xsl"?>} + ok).xml_stylesheets.map { |s| [s.href, s.type] } }
try("parser class") { RSS::Parser.default_parser }
try("file") { File.open("f.xml", "w") { |f| f << ok }; RSS::Parser.parse("f.xml").channel.title }
