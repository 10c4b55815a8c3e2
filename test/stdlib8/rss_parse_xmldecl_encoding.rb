# REXML hands RSS the text in UTF-8: a feed with an XML declaration says
# UTF-8 whatever it declared, one without says nil, and to_feed keeps that
require 'rss'
src = %Q{<rss version="2.0"><channel><title>t</title><link>http://l/</link><description>d</description></channel></rss>}
["", %Q{<?xml version="1.0"?>\n}, %Q{<?xml version="1.0" encoding="ISO-8859-1"?>\n}, %Q{<?xml version="1.1" encoding="EUC-JP"?>\n}].each do |d|
  r = RSS::Parser.parse(d + src)
  p [r.encoding, r.version]
  puts r.to_feed("2.0").to_s.split("\n")[0]
end
