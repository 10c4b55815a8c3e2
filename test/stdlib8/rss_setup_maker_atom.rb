# a parsed Atom feed converts with to_feed: to Atom (authors, categories,
# contributors, generator, icon, logo, links, rights, subtitle, entries),
# to RSS 2.0 (term as domain, scheme as content), to 1.0 and to an entry
require 'rss'
atom = <<X
<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title type="text">AT</title><link href="http://a/"/><updated>2003-12-13T18:30:02Z</updated>
<author><name>John</name><email>j@a</email><uri>http://j/</uri></author><id>urn:uuid:1</id>
<generator uri="http://g/" version="1.0">G</generator><icon>http://a/i</icon><logo>http://a/l</logo><rights>R</rights><subtitle>Sub</subtitle>
<category term="t" scheme="s" label="l"/><contributor><name>C</name></contributor>
<entry><title>E1</title><link href="http://a/1" rel="alternate" type="text/html" hreflang="en" title="t" length="5"/><id>urn:uuid:2</id><updated>2003-12-13T18:30:02Z</updated><published>2003-12-13T18:30:02Z</published><summary>S</summary><rights>ER</rights><category term="ec"/><author><name>EA</name></author></entry>
</feed>
X
a = RSS::Parser.parse(atom)
%w(atom 2.0 1.0 atom:entry).each do |v|
  puts "== #{v}"
  puts a.to_feed(v).to_s
end
