# validation while parsing: rss needs its version, a child that may occur
# once found twice is too much (children are checked first, as 1.8.7 checks
# each element at its end tag), isPermaLink is true or false, an Atom date
# must parse, a feed needs an author unless every entry has one
require 'rss'
def e(label)
  r = yield
  puts "#{label}: #{r.class}"
rescue RSS::Error => ex
  puts "#{label}: #{ex.class}: #{ex.message}"
end
ch = "<title>t</title><link>l</link><description>d</description>"
img = "<image><url>u</url><title>t</title><link>l</link></image>"
e(:noversion) { RSS::Parser.parse(%Q{<rss><channel>#{ch}</channel></rss>}) }
e(:noversion_lax) { RSS::Parser.parse(%Q{<rss><channel>#{ch}</channel></rss>}, false) }
e(:two_images) { RSS::Parser.parse(%Q{<rss version="2.0"><channel>#{ch}#{img}#{img}</channel></rss>}) }
e(:two_images_lax) { RSS::Parser.parse(%Q{<rss version="2.0"><channel>#{ch}#{img}#{img}</channel></rss>}, false) }
e(:two_channels) { RSS::Parser.parse(%Q{<rss version="2.0"><channel>#{ch}</channel><channel/></rss>}) }
e(:guid_maybe) { RSS::Parser.parse(%Q{<rss version="2.0"><channel>#{ch}<item><guid isPermaLink="maybe">g</guid></item></channel></rss>}) }
e(:guid_false) { RSS::Parser.parse(%Q{<rss version="2.0"><channel>#{ch}<item><guid isPermaLink="false">g</guid></item></channel></rss>}).items[0].guid.isPermaLink }
atom = %Q{<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:x</id><title>t</title>}
e(:atom_noauthor) { RSS::Parser.parse(%Q{#{atom}<updated>2003-12-13T18:30:02Z</updated></feed>}) }
e(:atom_entry_authors) { RSS::Parser.parse(%Q{#{atom}<updated>2003-12-13T18:30:02Z</updated><entry><id>e</id><title>t</title><updated>2003-12-13T18:30:02Z</updated><author><name>a</name></author></entry></feed>}) }
e(:atom_bad_date) { RSS::Parser.parse(%Q{#{atom}<updated>yesterday</updated></feed>}) }
