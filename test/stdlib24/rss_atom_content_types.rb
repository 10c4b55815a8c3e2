# RSS::Atom content as 1.8.7: a media type is letters and "+" only (else no
# "other" content: application/octet-stream is written as text); XML content
# is written from its XML only (none: not written) and read without its
# text; an out-of-line content writes no text; content has no xhtml=
require 'rss'
require "helper"
def t; p yield; rescue Exception; p [$!.class, $!.message.sub(/ for #<.*/, "")]; end
[nil, "text", "html", "xhtml", "TEXT", "text/html", "text/plain", "Text/Plain", "application/xml", "application/atom+xml", "text/xml", "application/xml-dtd", "application/octet-stream", "image/png", "image/svg+xml", "application/x-foo", "a/b;c=d", "a/b ; c", " a/b", "application/xhtml+xml", "foo", "", "text/", "/x", "a/b/c", "application/foo.bar", "application/vnd.ms-excel", "image/x_y", "text/x-foo"].each do |ty|
  e = RSS::Atom::Entry::Content.new; e.type = ty
  r = [ty, (e.mime_split rescue $!.class)] + %w(inline_text? inline_html? inline_xhtml? inline_other? inline_other_xml? inline_other_text? inline_other_base64? have_xml_content? out_of_line?).map { |m| e.__send__(m) rescue $!.class }
  p r
end
e = RSS::Atom::Entry::Content.new; e.type = "image/png"; e.src = "x"; p [e.inline_other?, e.inline_other_base64?, e.out_of_line?, e.inline_text?, e.have_xml_content?, e.mime_split]
e = RSS::Atom::Entry::Content.new; e.src = "x"; p [e.inline_other?, e.inline_text?, e.inline_html?, e.out_of_line?]
["image/xml", "text/foo+xml", "a/XML", "a/b+XML", "a/+xml", "a/xml+", "a/b+xml+c", "A/B", "a/b;", "a/b c", "a/b\n", "a/b ;\nx", "\ta/b", "a/b+"].each do |ty|
  e = RSS::Atom::Entry::Content.new; e.type = ty
  p [ty, (e.mime_split rescue $!.class)] + %w(inline_other? inline_other_xml? inline_other_text? inline_other_base64?).map { |m| e.__send__(m) rescue $!.class }
end
%w(application/octet-stream image/png text/plain application/xml text html xhtml application/foo+xml).each do |ty|
  t { e = RSS::Atom::Entry::Content.new; e.type = ty; e.content = "\0\1bin"; [ty, e.inline_other_base64?, e.need_base64_encode? , e.to_s] }
  t { x = RSS::Parser.parse("<entry xmlns='http://www.w3.org/2005/Atom'><id>i</id><title>t</title><updated>2000-01-01T00:00:00Z</updated><author><name>n</name></author><content type='#{ty}'>AAFi\naW5hcnk=</content></entry>"); [x.content.content, x.content.to_s] }
end
t { e = RSS::Atom::Entry::Content.new; e.type = "image/png"; e.content = "\0\1bin"; e.src = "http://x"; [e.to_s] }
def ent(c) "<entry xmlns='http://www.w3.org/2005/Atom'><id>i</id><title>t</title><updated>2000-01-01T00:00:00Z</updated><author><name>n</name></author>#{c}</entry>" end
t { x = RSS::Parser.parse(ent("<content type='application/xml'><foo>bar</foo>tail</content>")).content; [x.content, x.xml.class, x.xml.to_s, x.to_s] }
t { x = RSS::Parser.parse(ent("<content type='application/xml'>  <foo a='1'><b/></foo>  </content>")).content; [x.content, x.xml.class, x.xml.to_s, x.to_s] }
t { x = RSS::Parser.parse(ent("<content type='xhtml'><div xmlns='http://www.w3.org/1999/xhtml'>hi</div></content>")).content; [x.content, x.xhtml.class, x.xml.class, x.to_s] }
t { x = RSS::Parser.parse(ent("<content src='http://x' type='image/png'/>")).content; [x.content, x.to_s] }
t { x = RSS::Parser.parse(ent("<content src='http://x' type='image/png'>zz</content>")).content; [x.content, x.to_s] }
t { x = RSS::Parser.parse(ent("<content src='http://x' type='image/png'>zz</content>"), false).content; [x.content, x.to_s] }
t { e = RSS::Atom::Entry::Content.new; e.type = "application/xml"; e.xml = RSS::XML::Element.new("foo", nil, nil, {}, ["x"]); e.content = "c"; [e.content, e.to_s] }
t { e = RSS::Atom::Entry::Content.new; e.type = "xhtml"; e.xhtml = "hello"; e.content = "c"; [e.content, e.to_s] }
t { e = RSS::Atom::Entry::Content.new; e.type = "xhtml"; [e.content, e.to_s] }
t { e = RSS::Atom::Entry::Content.new; e.type = "image/png"; e.src = "s"; [e.content, e.to_s] }
t { e = RSS::Atom::Entry::Content.new; e.src = "s"; e.content = "c"; [e.content, e.to_s] }
t { e = RSS::Atom::Entry::Content.new; e.type = "text"; [e.content, e.to_s] }
t { e = RSS::Atom::Entry::Content.new; [e.content, e.to_s] }
t { e = RSS::Atom::Entry::Content.new; e.type = "text"; e.content = ""; [e.content, e.to_s] }
t { e = RSS::Atom::Feed::Title.new; e.type = "xhtml"; e.content = "c"; [e.content, e.to_s] }
t { e = RSS::Atom::Feed::Title.new; e.type = "xhtml"; e.xhtml = "c"; [e.content, e.to_s] }
def ent(c) "<entry xmlns='http://www.w3.org/2005/Atom'><id>i</id><title>t</title><updated>2000-01-01T00:00:00Z</updated><author><name>n</name></author>#{c}</entry>" end
t { x = RSS::Parser.parse(ent("<summary type='xhtml'>txt</summary>"), false).summary; [x.content, x.xhtml, x.to_s] }
t { x = RSS::Parser.parse(ent("<summary type='xhtml'>a<div xmlns='http://www.w3.org/1999/xhtml'>d</div>b</summary>"), false).summary; [x.content, x.xhtml.to_s, x.to_s] }
t { x = RSS::Parser.parse(ent("<summary type='html'>&lt;b></summary>"), false).summary; [x.content, x.xhtml, x.to_s] }
t { x = RSS::Parser.parse(ent("<content type='text/xml'>a<x/>b<y/>c</content>"), false).content; [x.content, x.xml.to_s, x.to_s] }
t { x = RSS::Parser.parse(ent("<content type='application/xml'></content>"), false).content; [x.content, x.xml, x.to_s] }
t { x = RSS::Parser.parse(ent("<content type='application/xml'/>"), false).content; [x.content, x.xml, x.to_s] }
t { x = RSS::Parser.parse(ent("<content type='xhtml'/>"), false).content; [x.content, x.xml, x.to_s] }
