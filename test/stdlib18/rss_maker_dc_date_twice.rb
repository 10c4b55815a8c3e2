# RSS::Maker: an RSS 0.9x/2.0 item or channel writes its date as dc:date
# and its dc_date again even when they are equal (1.0 writes it once)
require 'rss'
t1 = Time.utc(2002,1,1); t2 = Time.utc(2002,1,2)
%w(1.0 2.0 atom).each do |ver|
[[[:date, t1]], [[:dc_date, t1]], [[:date, t1], [:dc_date, t1]], [[:dc_date, t1], [:date, t1]], [[:date, t1], [:dc_date, t2]], [[:dc_date, t1], [:date, t2]]].each do |ms|
  rss = RSS::Maker.make(ver) do |m|
    m.channel.about = "http://e/rdf"; m.channel.title = "T"; m.channel.link = "http://e/"; m.channel.description = "D"
    m.channel.author = "me"; m.channel.id = "urn:x"; m.channel.updated = t2
    m.items.new_item { |i| i.title = "I"; i.link = "http://e/i"; i.id = "urn:i"; ms.each { |s, v| i.send("#{s}=", v) }; p [ver, ms.map{|x| [x[0], x[1].day]}, i.date && i.date.day, i.dc_date && i.dc_date.day] }
  end
  puts rss.to_s.scan(/<(?:pubDate|dc:date|updated)>[^<]*<\/[^>]*>/).join(" ")
end
end
