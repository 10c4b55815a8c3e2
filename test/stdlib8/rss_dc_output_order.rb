# dc elements are written in 1.8.7's order (coverage, format, title, rights,
# creator, ...), whatever order they were read or set in
require 'rss'
names = %w{title description creator subject publisher contributor type format identifier source language relation coverage rights}
dc = names.map { |n| "<dc:#{n}>#{n}</dc:#{n}>" }.join + "<dc:date>2001-01-01T00:00:00Z</dc:date>"
src = %Q{<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="http://x/"><title>t</title><link>http://x/</link><description>d</description>#{dc}<items><rdf:Seq><rdf:li resource="http://x/1"/></rdf:Seq></items></channel><item rdf:about="http://x/1"><title>I</title><link>http://x/1</link>#{dc}</item></rdf:RDF>}
r = RSS::Parser.parse(src)
puts r.to_s
src2 = %Q{<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>t</title><link>http://x/</link><description>d</description>#{dc}<item><title>I</title>#{dc}</item></channel></rss>}
puts RSS::Parser.parse(src2).to_s
