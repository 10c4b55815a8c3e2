# RSS::Parser with validation on an Atom feed or entry holding an element
# of the Atom namespace that Atom does not define (ignored when
# ignore_unknown_element): 1.8.7 checks the tags read against its model
# and can report a required one as missing
require 'rss'
feed = %w(<author><name>a</name></author> <category\ term="c"/> <id>u</id> <link\ href="http://e/"/> <rights>r</rights> <subtitle>s</subtitle> <title>T</title> <updated>2000-01-01T00:00:00Z</updated> <entry><id>e</id><title>E</title><updated>2000-01-01T00:00:00Z</updated><link\ href="http://e/1"/><summary>s</summary><published>2000-01-01T00:00:00Z</published></entry>)
entry = %w(<id>e</id> <title>E</title> <updated>2000-01-01T00:00:00Z</updated> <link\ href="http://e/1"/> <summary>s</summary> <published>2000-01-01T00:00:00Z</published> <author><name>x</name></author>)
def run(src)
  RSS::Parser.parse(src).title.content
rescue Exception => e
  "#{e.class}: #{e.message}"
end
(0..feed.size).each { |pos|
  [["<foo>x</foo>"], ["<foo/>", "<bar/>"], ["<zz/>", "<zz/>", "<zz/>"]].each { |ins|
    parts = feed.dup; parts[pos, 0] = ins
    puts "feed #{pos} #{ins.size}: #{run(%Q{<feed xmlns="http://www.w3.org/2005/Atom">#{parts.join}</feed>})}"
  }
}
(0..entry.size).each { |pos|
  [["<foo>x</foo>"], ["<foo/>", "<bar/>"]].each { |ins|
    parts = entry.dup; parts[pos, 0] = ins
    puts "entry #{pos} #{ins.size}: #{run(%Q{<entry xmlns="http://www.w3.org/2005/Atom">#{parts.join}</entry>})}"
    puts "fentry #{pos} #{ins.size}: #{run(%Q{<feed xmlns="http://www.w3.org/2005/Atom"><id>u</id><title>T</title><updated>2000-01-01T00:00:00Z</updated><entry>#{parts.join}</entry></feed>})}"
  }
}
def try(label)
  r = yield
  puts "#{label}: #{r.inspect[0, 60]}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
base2 = %Q{<feed xmlns="http://www.w3.org/2005/Atom"><id>u</id><title>T</title><updated>2000-01-01T00:00:00Z</updated><author><name>a</name></author><entry><id>e</id><title>E</title><updated>2000-01-01T00:00:00Z</updated></entry></feed>}
[true, false].each { |ig|
try("#{ig} foo before id") { RSS::Parser.parse(base2.sub("<id>u", "<foo>x</foo><id>u"), true, ig).title.content }
try("#{ig} foo before title") { RSS::Parser.parse(base2.sub("<title>T", "<foo>x</foo><title>T"), true, ig).title.content }
try("#{ig} foo after title") { RSS::Parser.parse(base2.sub("</title>", "</title><foo>x</foo>"), true, ig).title.content }
try("#{ig} foo at end") { RSS::Parser.parse(base2.sub("</feed>", "<foo>x</foo></feed>"), true, ig).title.content }
try("#{ig} foo before author") { RSS::Parser.parse(base2.sub("<author>", "<foo>x</foo><author>"), true, ig).title.content }
try("#{ig} foo in entry") { RSS::Parser.parse(base2.sub("<id>e", "<foo>x</foo><id>e"), true, ig).title.content }
try("#{ig} foo in entry end") { RSS::Parser.parse(base2.sub("</entry>", "<foo>x</foo></entry>"), true, ig).title.content }
try("#{ig} q before title") { RSS::Parser.parse(base2.sub("<feed ", %Q{<feed xmlns:q="urn:q" }).sub("<title>T", "<q:foo>x</q:foo><title>T"), true, ig).title.content }
try("#{ig} rss2 unknown") { RSS::Parser.parse(%Q{<rss version="2.0"><channel><title>T</title><foo>x</foo><link>http://e</link><description>d</description></channel></rss>}, true, ig).channel.title }
try("#{ig} rss1 unknown") { RSS::Parser.parse(%Q{<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/"><channel rdf:about="http://e"><foo>x</foo><title>T</title><link>http://e</link><description>d</description></channel></rdf:RDF>}, true, ig).channel.title }
}
