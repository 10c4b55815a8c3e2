# RSS parsing: a known element in another namespace is an NSError (the root,
# channel, item, rdf:Seq ...; a text element is only unknown), rdf:about needs a
# prefix bound to the RDF namespace, a second RSS 2.0 channel replaces the first,
# RSS 1.0/2.0/0.9x validation errors, as 1.8.7
require 'rss'
def chk(label, xml, *args)
  r = RSS::Parser.parse(xml, *args)
  puts "#{label}: ok #{r.class}"
rescue RSS::Error => e
  info = [e.class.name]
  %w(tag prefix parent attribute value uri).each { |m| info << e.__send__(m) if e.respond_to?(m) }
  puts "#{label}: #{info.inspect}"
end
RDF = "xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#' xmlns='http://purl.org/rss/1.0/'"
def rdf(inner) "<rdf:RDF #{RDF}>#{inner}</rdf:RDF>" end
CH = "<channel rdf:about='http://c/'><title>t</title><link>http://l/</link><description>d</description><items><rdf:Seq><rdf:li resource='http://i/'/></rdf:Seq></items></channel>"
IT = "<item rdf:about='http://i/'><title>i</title><link>http://i/</link></item>"
chk("rdf empty", rdf(""))
chk("rdf ok", rdf(CH + IT))
chk("rdf no item", rdf(CH))
chk("rdf channel no about", rdf(CH.sub(" rdf:about='http://c/'", "") + IT))
chk("rdf channel no items", rdf(CH.sub(/<items>.*<\/items>/, "") + IT))
chk("rdf two channels", rdf(CH + CH + IT))
chk("rdf item no about", rdf(CH + IT.sub(" rdf:about='http://i/'", "")))
chk("rdf item no link", rdf(CH + IT.sub("<link>http://i/</link>", "")))
chk("rdf item two titles", rdf(CH + IT.sub("<title>i</title>", "<title>i</title><title>j</title>")))
chk("rdf item order", rdf(CH + "<item rdf:about='http://i/'><link>http://i/</link><title>i</title></item>"))
chk("rdf image", rdf(CH + "<image rdf:about='http://img/'><title>t</title><link>http://l/</link><url>http://u/</url></image>" + IT))
chk("rdf image no url", rdf(CH + "<image rdf:about='http://img/'><title>t</title><link>http://l/</link></image>" + IT))
chk("rdf textinput", rdf(CH + IT + "<textinput rdf:about='http://t/'><title>t</title><description>d</description><name>n</name><link>http://l/</link></textinput>"))
chk("rdf textinput no name", rdf(CH + IT + "<textinput rdf:about='http://t/'><title>t</title><description>d</description><link>http://l/</link></textinput>"))
chk("rdf unknown", rdf(CH + IT + "<zork/>"))
chk("rdf unknown strict", rdf(CH + IT + "<zork/>"), true, false)
chk("rdf unknown ns", rdf(CH + IT + "<x:zork xmlns:x='http://x/'/>"), true, false)
chk("rdf dc", rdf(CH.sub("</channel>", "<dc:title xmlns:dc='http://purl.org/dc/elements/1.1/'>x</dc:title></channel>") + IT))
chk("rdf dc bad date", rdf(CH.sub("</channel>", "<dc:date xmlns:dc='http://purl.org/dc/elements/1.1/'>bad</dc:date></channel>") + IT))
chk("rdf sy bad period", rdf(CH.sub("</channel>", "<sy:updatePeriod xmlns:sy='http://purl.org/rss/1.0/modules/syndication/'>weekly2</sy:updatePeriod></channel>") + IT))
chk("rdf sy bad freq", rdf(CH.sub("</channel>", "<sy:updateFrequency xmlns:sy='http://purl.org/rss/1.0/modules/syndication/'>-1</sy:updateFrequency></channel>") + IT))
chk("rdf li no resource", rdf(CH.sub(" resource='http://i/'", "") + IT))
chk("rdf Seq missing", rdf(CH.sub("<rdf:Seq><rdf:li resource='http://i/'/></rdf:Seq>", "") + IT))
chk("rdf wrong root ns", "<rdf:RDF xmlns:rdf='http://x/' xmlns='http://purl.org/rss/1.0/'>#{CH}#{IT}</rdf:RDF>")
chk("rdf no default ns", "<rdf:RDF xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>#{CH}#{IT}</rdf:RDF>")
chk("rss2 image", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><image><url>u</url><title>t</title><link>l</link><width>x</width></image></channel></rss>")
chk("rss2 image width", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><image><url>u</url><title>t</title><link>l</link><width>200</width></image></channel></rss>")
chk("rss2 skipHours", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><skipHours><hour>25</hour></skipHours></channel></rss>")
chk("rss2 skipHours ok", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><skipHours><hour>5</hour></skipHours></channel></rss>")
chk("rss2 skipDays bad", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><skipDays><day>Funday</day></skipDays></channel></rss>")
chk("rss2 guid perm", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><item><guid isPermaLink='maybe'>x</guid></item></channel></rss>")
chk("rss2 item empty", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><item></item></channel></rss>")
chk("rss2 two channel", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description></channel><channel><title>t</title><link>l</link><description>d</description></channel></rss>")
chk("rss no version", "<rss><channel><title>t</title><link>l</link><description>d</description></channel></rss>")
chk("rss 0.91 no lang", "<rss version='0.91'><channel><title>t</title><link>l</link><description>d</description></channel></rss>")
chk("rss 0.91 no image", "<rss version='0.91'><channel><title>t</title><link>l</link><description>d</description><language>en</language></channel></rss>")
chk("rss 0.92", "<rss version='0.92'><channel><title>t</title><link>l</link><description>d</description></channel></rss>")
chk("rss 0.91 rating", "<rss version='0.91'><channel><title>t</title><link>l</link><description>d</description><language>en</language><image><url>u</url><title>t</title><link>l</link></image><rating>r</rating></channel></rss>")
chk("rss2 cloud port", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><cloud domain='d' port='x' path='/' registerProcedure='r' protocol='xml-rpc'/></channel></rss>")
chk("rss2 cloud no domain", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><cloud port='80' path='/' registerProcedure='r' protocol='xml-rpc'/></channel></rss>")
chk("rss2 enclosure neg", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><item><title>x</title><enclosure url='u' length='-1' type='t'/></item></channel></rss>")
chk("rss2 category", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><category domain='x'>c</category></channel></rss>")
chk("rss2 textInput", "<rss version='2.0'><channel><title>t</title><link>l</link><description>d</description><textInput><title>t</title><description>d</description><name>n</name></textInput></channel></rss>")
R = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
chk("ns 1", "<rdf:RDF xmlns:rdf='http://x/' xmlns='http://purl.org/rss/1.0/'>#{CH}#{IT}</rdf:RDF>")
chk("ns 2", "<rdf:RDF xmlns:rdf='#{R}'>#{CH}#{IT}</rdf:RDF>")
chk("ns 3", "<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'><channel rdf:about='http://c/'><x:title xmlns:x='http://x/'>t</x:title><link>http://l/</link><description>d</description><items><rdf:Seq/></items></channel></rdf:RDF>")
chk("ns 4", "<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'><channel rdf:about='http://c/'><title xmlns=''>t</title><link>http://l/</link><description>d</description><items><rdf:Seq/></items></channel></rdf:RDF>")
chk("ns 5", "<rss version='2.0'><channel><x:title xmlns:x='http://x/'>t</x:title><link>l</link><description>d</description></channel></rss>")
chk("ns 6", "<rss version='2.0' xmlns='http://x/'><channel><title>t</title><link>l</link><description>d</description></channel></rss>")
chk("ns 7", "<RDF xmlns='#{R}'>#{CH}</RDF>")
chk("ns 8", "<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'><channel rdf:about='http://c/'><title>t</title><link>http://l/</link><description>d</description><items><Seq><li resource='http://i/'/></Seq></items></channel>#{IT}</rdf:RDF>")
chk("ns 9", "<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'>#{CH}<item about='http://i/'><title>i</title><link>http://i/</link></item></rdf:RDF>")
chk("ns 10", "<feed xmlns='http://x/'><id>i</id></feed>")
chk("ns 11", "<feed><id>i</id></feed>")
chk("ns 12", "<x:rss version='2.0' xmlns:x='http://x/'><channel><title>t</title><link>l</link><description>d</description></channel></x:rss>")
chk("ns 13", "<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'>#{CH}#{IT}<x:item xmlns:x='http://x/'/></rdf:RDF>")
chk("ns 14", "<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'>#{CH}#{IT}<item xmlns='http://x/'/></rdf:RDF>")
chk("ns 15", "<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'>#{CH}#{IT}<item xmlns='http://x/'/></rdf:RDF>", true, false)
CH2 = "<channel rdf:about='http://c/'><title>t</title><link>http://l/</link><description>d</description><items><rdf:Seq><rdf:li resource='http://i/'/></rdf:Seq></items></channel>"
[["<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'>#{CH2}<item about='http://i/'><title>i</title><link>http://i/</link></item></rdf:RDF>"],
 ["<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'>#{CH2}<item about='http://i/'><title>i</title><link>http://i/</link></item></rdf:RDF>", false],
 ["<rdf:RDF xmlns:rdf='#{R}' xmlns:r2='#{R}' xmlns='http://purl.org/rss/1.0/'>#{CH2}<item r2:about='http://i/'><title>i</title><link>http://i/</link></item></rdf:RDF>"],
 ["<rdf:RDF xmlns:rdf='#{R}' xmlns:x='http://x/' xmlns='http://purl.org/rss/1.0/'>#{CH2}<item x:about='http://i/'><title>i</title><link>http://i/</link></item></rdf:RDF>"],
 ["<rdf:RDF xmlns:rdf='#{R}' xmlns='http://purl.org/rss/1.0/'>#{CH2.sub("resource=", "rdf:resource=")}<item rdf:about='http://i/'><title>i</title><link>http://i/</link></item></rdf:RDF>"],
 # (a guid x:isPermaLink of another namespace: 1.8.7 leaves it, left out)
].each do |args|
  begin
    r = RSS::Parser.parse(*args)
    p [:ok, r.items.map { |i| i.respond_to?(:about) ? i.about : i.guid.isPermaLink }, (r.channel.items.resources rescue nil)]
  rescue RSS::Error => e
    p [e.class, e.message]
  end
end
