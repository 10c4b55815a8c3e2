# xml-stylesheet instructions of a parsed feed: one without href is dropped,
# a type not given is guessed from the href
require 'rss'
body = %Q{<rss version="2.0"><channel><title>t</title><link>l</link><description>d</description></channel></rss>}
['<?xml-stylesheet type="text/css"?>', '<?xml-stylesheet href="a.css"?>', '<?xml-stylesheet href="a.xsl" type="text/xsl" media="print" title="T" charset="utf-8" alternate="yes"?>', '<?xml-stylesheet href="a.css"?><?xml-stylesheet href="b.css" alternate="yes" title="B"?>'].each do |pi|
  r = RSS::Parser.parse(%Q{<?xml version="1.0"?>\n#{pi}\n#{body}})
  p r.xml_stylesheets.map { |x| [x.href, x.type, x.media, x.title, x.charset, x.alternate] }
  puts r.to_s.split("\n")[0, 3]
end
