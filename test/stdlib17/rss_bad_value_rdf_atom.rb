# an empty or malformed date/number element: NotAvailableValueError when
# validating, nil (a date) when not
require 'rss'
def rdf(inner, v)
src = %Q{<?xml version="1.0"?>
<rdf:RDF xmlns="http://purl.org/rss/1.0/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:sy="http://purl.org/rss/1.0/modules/syndication/">
<channel rdf:about="http://x/"><title>t</title><link>http://x/</link><description>d</description>#{inner}
<items><rdf:Seq><rdf:li resource="http://x/1"/></rdf:Seq></items></channel>
<item rdf:about="http://x/1"><title>i</title><link>http://x/1</link></item></rdf:RDF>}
  r = RSS::Parser.parse(src, v)
  p [r.channel.dc_date, r.channel.dc_dates.size, (r.channel.sy_updateFrequency rescue nil)]
rescue Exception => e
  p [e.class, e.message]
end
def atom(inner, v)
src = %Q{<?xml version="1.0"?>
<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:x</id><title>t</title><author><name>a</name></author>#{inner}</feed>}
  r = RSS::Parser.parse(src, v)
  p [r.updated && r.updated.content]
rescue Exception => e
  p [e.class, e.message]
end
[true, false].each do |v|
rdf "<dc:date></dc:date>", v
rdf "<dc:date>zz</dc:date>", v
rdf "<dc:date>2004-01-01T00:00:00Z</dc:date>", v
rdf "<sy:updateFrequency></sy:updateFrequency>", v
rdf "<sy:updateFrequency>x</sy:updateFrequency>", v
atom "<updated></updated>", v
atom "<updated>x</updated>", v
atom "<updated>2004-01-01T00:00:00Z</updated>", v
end
