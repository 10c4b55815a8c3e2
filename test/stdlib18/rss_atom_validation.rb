# Atom parsing: an entry without author (and none in the feed) is the missing
# tag of the entry, an entry document needs one; an out-of-line content has no
# text and a type; a text construct's type is text, html or xhtml; the maker
# leaves src out of an inline content and wants the type of an out-of-line one
require 'rss'
def chk(label, xml, *args)
  r = RSS::Parser.parse(xml, *args)
  puts "#{label}: ok #{r.class}"
rescue RSS::Error => e
  info = [e.class.name]
  info << e.tag if e.respond_to?(:tag)
  info << e.parent if e.respond_to?(:parent)
  info << e.attribute if e.respond_to?(:attribute)
  info << e.value if e.respond_to?(:value)
  puts "#{label}: #{info.inspect} #{e.message[0, 120]}"
end
A = "http://www.w3.org/2005/Atom"
def feed(inner) "<feed xmlns='#{A}'>#{inner}</feed>" end
base = "<id>urn:x</id><title>t</title><updated>2001-01-01T00:00:00Z</updated>"
au = "<author><name>a</name></author>"
chk("empty feed", feed(""))
chk("no id", feed("<title>t</title><updated>2001-01-01T00:00:00Z</updated>#{au}"))
chk("no title", feed("<id>i</id><updated>2001-01-01T00:00:00Z</updated>#{au}"))
chk("no updated", feed("<id>i</id><title>t</title>#{au}"))
chk("no author", feed(base))
chk("ok", feed(base + au))
chk("two ids", feed(base + "<id>y</id>" + au))
chk("author no name", feed(base + "<author><email>e</email></author>"))
chk("author two names", feed(base + "<author><name>a</name><name>b</name></author>"))
chk("bad updated", feed("<id>i</id><title>t</title><updated>yesterday</updated>#{au}"))
chk("link no href", feed(base + au + "<link rel='self'/>"))
chk("two alternate", feed(base + au + "<link href='a'/><link href='b'/>"))
chk("alternate diff type", feed(base + au + "<link href='a' type='text/html'/><link href='b' type='text/plain'/>"))
chk("category no term", feed(base + au + "<category/>"))
chk("generator", feed(base + au + "<generator uri='u' version='1'>g</generator>"))
chk("unknown el", feed(base + au + "<zork/>"))
chk("unknown el strict", feed(base + au + "<zork/>"), true, false)
chk("entry no id", feed(base + au + "<entry><title>t</title><updated>2001-01-01T00:00:00Z</updated></entry>"))
chk("entry ok", feed(base + au + "<entry><id>e</id><title>t</title><updated>2001-01-01T00:00:00Z</updated></entry>"))
chk("entry no author", feed(base + "<entry><id>e</id><title>t</title><updated>2001-01-01T00:00:00Z</updated></entry>"))
chk("entry content src+text", feed(base + au + "<entry><id>e</id><title>t</title><updated>2001-01-01T00:00:00Z</updated><content src='http://x' type='text/plain'>x</content></entry>"))
chk("entry content xhtml no div", feed(base + au + "<entry><id>e</id><title>t</title><updated>2001-01-01T00:00:00Z</updated><content type='xhtml'>x</content></entry>"))
chk("entry content base64", feed(base + au + "<entry><id>e</id><title>t</title><updated>2001-01-01T00:00:00Z</updated><content type='image/png'>aGVsbG8=</content></entry>"))
chk("entry summary needed", feed(base + au + "<entry><id>e</id><title>t</title><updated>2001-01-01T00:00:00Z</updated><content src='http://x'/></entry>"))
chk("title xhtml", feed("<id>i</id><title type='xhtml'><div xmlns='http://www.w3.org/1999/xhtml'>x</div></title><updated>2001-01-01T00:00:00Z</updated>#{au}"))
chk("title bad type", feed("<id>i</id><title type='zork'>x</title><updated>2001-01-01T00:00:00Z</updated>#{au}"))
chk("entry doc", "<entry xmlns='#{A}'><id>e</id><title>t</title><updated>2001-01-01T00:00:00Z</updated>#{au}</entry>")
chk("entry doc no author", "<entry xmlns='#{A}'><id>e</id><title>t</title><updated>2001-01-01T00:00:00Z</updated></entry>")
chk("entry doc source author", "<entry xmlns='#{A}'><id>e</id><title>t</title><updated>2001-01-01T00:00:00Z</updated><source>#{au}</source></entry>")
r = RSS::Parser.parse(feed(base + au + "<link href='a' rel='alternate'/><entry><id>e</id><title type='html'>&lt;b&gt;t&lt;/b&gt;</title><updated>2001-01-01T00:00:00Z</updated><content type='xhtml'><div xmlns='http://www.w3.org/1999/xhtml'><p>x</p></div></content></entry>"))
e = r.entries[0]
p [e.title.content, e.title.type, e.content.type, e.content.xhtml.class, e.content.inline_xhtml?, e.content.inline_html?, e.content.inline_text?, e.content.out_of_line?, e.content.inline_other?]
p [r.link.href, r.links.size, r.id.content, r.updated.content.class, r.author.name.content, r.items.size, e.updated.content.utc.year]
p e.content.xhtml.to_s
p e.title.xhtml rescue p $!.class
def mk(ver)
  r = RSS::Maker.make(ver) do |m|
    m.channel.title = "t"; m.channel.link = "http://l/"; m.channel.id = "urn:x"; m.channel.updated = Time.utc(2001); m.channel.description = "d"; m.channel.about = "http://a/"
    yield m
  end
  puts "#{ver}: ok #{r.to_s.scan(/<(?:content|title|author|summary)\b[^>]*>[^<]*/).join(' ')}"
rescue Exception => e
  puts "#{ver}: #{e.class} #{e.message[0, 120]}"
end
%w(atom atom:entry 2.0).each do |v|
  mk(v) { |m| m.channel.author = "a"; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.updated = Time.utc(2001); i.content.src = "http://x/"; } }
  mk(v) { |m| m.channel.author = "a"; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.updated = Time.utc(2001); i.content.src = "http://x/"; i.content.type = "text/plain"; i.content.content = "zz" } }
  mk(v) { |m| m.channel.author = "a"; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.updated = Time.utc(2001); i.content.src = "http://x/"; i.content.type = "text/plain" } }
  mk(v) { |m| m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.updated = Time.utc(2001) } }
  mk(v) { |m| m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.updated = Time.utc(2001); i.author = "ia" } }
end
