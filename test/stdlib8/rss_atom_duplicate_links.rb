# Atom: a second alternate link (no rel or rel=alternate) with the same type
# and hreflang is too much, in a feed or an entry
require 'rss'
f = %Q{<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:x</id><title>t</title><updated>2003-12-13T18:30:02Z</updated><author><name>a</name></author>LINKS</feed>}
['<link href="a"/><link href="b"/>', '<link href="a"/><link href="b" rel="self"/>', '<link href="a" type="text/html"/><link href="b" type="text/plain"/>', '<link href="a" hreflang="en"/><link href="b" hreflang="ja"/>', '<link href="a" rel="alternate"/><link href="b"/>'].each do |l|
  begin
    r = RSS::Parser.parse(f.sub("LINKS", l))
    p r.to_s.size
    p r.valid?
  rescue => e
    p [e.class, e.message]
  end
  r = RSS::Parser.parse(f.sub("LINKS", l), false)
  p r.to_s.size
end
e = %Q{<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:x</id><title>t</title><updated>2003-12-13T18:30:02Z</updated><author><name>a</name></author><entry><id>e</id><title>t</title><updated>2003-12-13T18:30:02Z</updated><link href="a"/><link href="b"/></entry></feed>}
begin; r = RSS::Parser.parse(e); p r.to_s.size; rescue => ex; p [ex.class, ex.message]; end
