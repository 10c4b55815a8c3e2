# Atom content: inline_text?/html?/xhtml?/other?(text, xml, base64),
# out_of_line?, mime_split, have_xml_content?; base64 media read decoded and
# written encoded, inline XML kept as XML in its namespace
require 'helper'
require 'rss'
def entry(content)
  RSS::Parser.parse(%Q{<entry xmlns="http://www.w3.org/2005/Atom"><id>urn:e</id><title>t</title><updated>2003-12-13T18:30:02Z</updated><author><name>a</name></author>#{content}</entry>})
end
[%Q{<content>plain</content>}, %Q{<content type="text">t</content>}, %Q{<content type="html">&lt;b&gt;h&lt;/b&gt;</content>},
 %Q{<content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><b>x</b></div></content>}, %Q{<content type="image/png">aGVsbG8=</content>},
 %Q{<content type="text/plain">tp</content>}, %Q{<content type="application/xml"><foo>x</foo></content>},
 %Q{<content type="xhtml">nodiv</content>}].each do |c|
  show(c[0, 40]) {
    e = entry(c); x = e.content
    [x.type, x.content, (x.inline_text? rescue :nm), (x.inline_html? rescue :nm), (x.inline_xhtml? rescue :nm), (x.inline_other? rescue :nm), (x.inline_other_text? rescue :nm), (x.inline_other_xml? rescue :nm), (x.inline_other_base64? rescue :nm), (x.out_of_line? rescue :nm), (x.mime_split rescue :nm), (x.have_xml_content? rescue :nm), x.to_s]
  }
end
show(:title_types) { t = entry("").title; [t.type, (t.have_xml_content? rescue :nm), t.to_s] }
show(:text_xhtml) { e = RSS::Atom::Entry.new; t = RSS::Atom::Entry::Title.new; t.type = "xhtml"; t.xhtml = RSS::XML::Element.new("div", nil, "http://www.w3.org/1999/xhtml", {}, ["x"]) ; t.to_s }
show(:content_set_xml) { c = RSS::Atom::Entry::Content.new; c.type = "application/xml"; c.xml = RSS::XML::Element.new("foo", nil, nil, {}, ["x"]); [c.xml.to_s, c.to_s] rescue $! }
show(:content_set_base64) { c = RSS::Atom::Entry::Content.new; c.type = "image/png"; c.content = "hello"; c.to_s rescue $! }
show(:updated_set) { u = RSS::Atom::Feed::Updated.new; u.content = Time.utc(2001); [u.content.class, u.to_s] }
show(:person) { a = RSS::Atom::Feed::Author.new; a.name = RSS::Atom::Feed::Author::Name.new; a.name.content = "n"; a.to_s rescue $! }
show(:feed_empty) { RSS::Atom::Feed.new.to_s }
show(:feed_validate) { RSS::Atom::Feed.new.validate rescue [$!.class, $!.message] }
show(:entry_validate) { RSS::Atom::Entry.new.validate rescue [$!.class, $!.message] }
