# Atom: xml:lang/xml:base (inherited, written unprefixed), href/src read
require "rss"
# against the base, have_author? of feeds, entries and sources,
# Content#need_base64_encode?, the root's attribute order
A = RSS::Atom
f = A::Feed.new
p A::Feed.instance_method(:have_author?).arity, A::Feed::Entry.instance_method(:have_author?).arity, A::Entry.instance_method(:have_author?).arity
p f.have_author?
e = A::Feed::Entry.new; f.entries << e
p f.have_author?, e.have_author?, e.have_author?(true)
e.parent = f
p e.have_author?, e.have_author?(true), e.have_author?(false)
a = A::Feed::Entry::Author.new; a.name = A::Feed::Author::Name.new("x"); e.authors << a
p f.have_author?, e.have_author?
e2 = A::Feed::Entry.new; f.entries << e2
p f.have_author?
l = A::Feed::Link.new; l.href = "p/q"; l.rel = "alternate"; l.base = "http://h/a/"; l.lang = "en"; l.type = "text/html"
puts l.to_s
p [l.href, l.href_without_base, l.base]
l.href = "http://abs/x"; p l.href
l.href = "../up"; p l.href
l.href = nil; p l.href
l.base = "rel/"; l.href = "z"; p l.href
c = A::Feed::Entry::Content.new; c.src = "s.png"; c.base = "http://h/"; c.type = "image/png"; p [c.src, c.src_without_base]; puts c.to_s
ti = A::Feed::Title.new; ti.lang = "fr"; ti.base = "http://t/"; ti.content = "x"; ti.type = "text"; puts ti.to_s
au = A::Feed::Author.new; au.lang = "de"; au.name = A::Feed::Author::Name.new; au.name.content = "n"; puts au.to_s
r = RSS::Parser.parse(<<XML)
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja" xml:base="http://ex.com/d/"><id>urn:f</id><title xml:lang="en">t</title><updated>2001-02-03T00:00:00Z</updated><author><name>a</name></author>
<link href="a/b" xml:base="http://other/"/><entry xml:base="sub/"><id>urn:e</id><title>e</title><updated>2001-02-03T00:00:00Z</updated><link href="rel/x"/><content src="c.png" type="image/png"/></entry></feed>
XML
p [r.lang, r.base, r.title.lang, r.title.lang_without_inherit, r.links[0].base, r.links[0].href, r.entries[0].lang, r.entries[0].base, r.entries[0].base_without_inherit, r.entries[0].links[0].href, r.entries[0].content.src]
puts r.to_s
def au(k); a = k::Author.new; a.name = k::Author::Name.new; a.name.content = "n"; a; end
f = A::Feed.new
e = A::Feed::Entry.new; e.parent = f; f.entries << e
p [f.have_author?, e.have_author?, e.have_author?(false)]
e.authors << au(A::Feed::Entry)
p [f.have_author?, e.have_author?, e.have_author?(false)]
e2 = A::Feed::Entry.new; e2.parent = f; f.entries << e2
p [f.have_author?, e2.have_author?, e2.have_author?(false)]
f.authors << au(A::Feed)
p [f.have_author?, e2.have_author?, e2.have_author?(false)]
e3 = A::Feed::Entry.new; s = A::Feed::Entry::Source.new; e3.source = s
p [e3.have_author?]
s.authors << au(A::Feed::Entry::Source)
p [e3.have_author?, e3.have_author?(false), s.respond_to?(:have_author?)]
x = A::Feed::Entry.new; x.authors << A::Feed::Entry::Author.new
p x.have_author?
ee = A::Entry.new; p ee.have_author?; ee.authors << au(A::Entry); p ee.have_author?
ee2 = A::Entry.new; ee2.source = A::Entry::Source.new rescue (p $!); 
f2 = A::Feed.new; f2.authors << au(A::Feed); p f2.have_author?
f = A::Feed.new
f.lang = "ja"; f.base = "http://b/"
p [f.lang, f.base, f.base_without_inherit, f.lang_without_inherit]
f.id = A::Feed::Id.new; f.id.content = "urn:x"
f.title = A::Feed::Title.new; f.title.content = "T"
f.updated = A::Feed::Updated.new; f.updated.content = Time.utc(2001,2,3)
p f.have_author?
a = A::Feed::Author.new; a.name = A::Feed::Author::Name.new; a.name.content = "N"; f.authors << a
p f.have_author?
e = A::Feed::Entry.new; f.entries << e
e.id = A::Feed::Entry::Id.new("urn:e"); e.title = A::Feed::Entry::Title.new; e.title.content = "ET"; e.updated = A::Feed::Entry::Updated.new(Time.utc(2001,2,4))
e.lang = "en"
p [e.lang, e.base, e.have_author?, e.have_author?(true)] rescue p $!
l = A::Feed::Link.new; l.href = "x/y"; f.links << l
p [l.href, l.href_without_base, l.base] rescue p $!
puts f.to_s
c = A::Feed::Entry::Content.new; e.content = c
c.type = "image/png"; c.content = "\x00\x01\x02"
p [c.need_base64_encode?, c.inline_other_base64?, c.inline_other?, c.inline_other_text?, c.inline_other_xml?, c.mime_split] rescue p $!
puts c.to_s
c.type = "text/plain"; c.content = "abc"; p [c.need_base64_encode?, c.inline_other_text?, c.mime_split]; puts c.to_s
c.type = "application/xml"; p [c.need_base64_encode?, c.inline_other_xml?, c.have_xml_content?] rescue p $!
c.type = "html"; c.content = "<b>x</b>"; p [c.need_base64_encode?, c.have_xml_content?]; puts c.to_s
x = A::Feed::Entry::Content.new; x.type = "xhtml"; (x.xml = RSS::XML::Element.new("div", nil, "http://www.w3.org/1999/xhtml", {}, ["hi"])) rescue p $!
p [x.have_xml_content?, x.xhtml.class, x.xml.class] rescue p $!
puts x.to_s rescue p $!
s = A::Feed::Subtitle.new; s.type = "xhtml"; (s.xhtml = RSS::XML::Element.new("div", nil, "http://www.w3.org/1999/xhtml", {}, ["sub"])) rescue p $!
puts s.to_s rescue p $!
p s.have_xml_content? rescue p $!
r = RSS::Parser.parse(<<XML)
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ja" xml:base="http://ex.com/"><id>urn:f</id><title>t</title><updated>2001-02-03T00:00:00Z</updated><author><name>a</name></author>
<entry xml:lang="en"><id>urn:e</id><title>e</title><updated>2001-02-03T00:00:00Z</updated><link href="rel/x"/><content type="image/png">AAEC</content></entry></feed>
XML
p [r.lang, r.base, r.entries[0].lang, r.entries[0].base, r.entries[0].links[0].href, r.entries[0].content.content, r.entries[0].content.need_base64_encode?] rescue p $!
%w(atom atom:entry).each do |v|
r = RSS::Maker.make(v) do |m|
  m.channel.id = "urn:c"; m.channel.title = "T"; m.channel.updated = Time.utc(2001,2,3); m.channel.author = "A"; m.channel.language = "ja"
  m.channel.links.new_link { |l| l.href = "http://x/"; l.rel = "self" }
  i = m.items.new_item; i.id = "urn:i"; i.title = "I"; i.updated = Time.utc(2001,2,4); i.link = "http://x/i"
  i.content.type = "image/png"; i.content.content = "\001\002"
end
puts r.to_s
p r.lang, (r.entries[0].lang rescue r.lang)
x = RSS::Parser.parse(r.to_s)
puts x.to_s == r.to_s
puts x.to_feed("atom").to_s == r.to_s rescue p $!
end
