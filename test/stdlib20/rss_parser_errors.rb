# RSS::Parser on valid and invalid RSS 1.0/0.91/2.0/Atom documents: the error
# classes, messages and their tag/parent/attribute values
require 'rss'
def tryp(label, s, validate = true)
  r = RSS::Parser.parse(s, validate)
  puts "#{label}: #{r.class}"
rescue Exception => e
  msg = e.message
  extra = [:tag, :parent, :attribute, :value, :uri, :prefix].map { |m| e.respond_to?(m) ? e.__send__(m) : nil }
  puts "#{label}: #{e.class}: #{msg} #{extra.inspect}"
end
RDF = 'xmlns="http://purl.org/rss/1.0/" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"'
ch = '<channel rdf:about="http://e/"><title>T</title><link>http://e/</link><description>D</description><items><rdf:Seq></rdf:Seq></items></channel>'
tryp(:ok, "<rdf:RDF #{RDF}>#{ch}</rdf:RDF>")
tryp(:no_channel, "<rdf:RDF #{RDF}></rdf:RDF>")
tryp(:two_channel, "<rdf:RDF #{RDF}>#{ch}#{ch}</rdf:RDF>")
tryp(:no_title, "<rdf:RDF #{RDF}><channel rdf:about='x'><link>l</link><description>d</description><items><rdf:Seq/></items></channel></rdf:RDF>")
tryp(:no_about, "<rdf:RDF #{RDF}><channel><title>T</title><link>l</link><description>d</description><items><rdf:Seq/></items></channel></rdf:RDF>")
tryp(:unknown_tag, "<rdf:RDF #{RDF}>#{ch.sub('<title>', '<foo/><title>')}</rdf:RDF>")
tryp(:unknown_tag_nv, "<rdf:RDF #{RDF}>#{ch.sub('<title>', '<foo/><title>')}</rdf:RDF>", false)
tryp(:bad_order, "<rdf:RDF #{RDF}><channel rdf:about='x'><link>l</link><title>T</title><description>d</description><items><rdf:Seq/></items></channel></rdf:RDF>")
tryp(:no_items, "<rdf:RDF #{RDF}><channel rdf:about='x'><title>T</title><link>l</link><description>d</description></channel></rdf:RDF>")
tryp(:bad_ns, "<rdf:RDF xmlns='http://bad/' xmlns:rdf='http://www.w3.org/1999/02/22-rdf-syntax-ns#'>#{ch}</rdf:RDF>")
tryp(:not_rss, "<foo/>")
tryp(:not_xml, "<<<")
tryp(:empty, "")
tryp(:rss2_noch, "<rss version='2.0'></rss>")
tryp(:rss2_ok, "<rss version='2.0'><channel><title>T</title><link>l</link><description>d</description></channel></rss>")
tryp(:rss2_noversion, "<rss><channel><title>T</title><link>l</link><description>d</description></channel></rss>")
tryp(:rss091_nolang, "<rss version='0.91'><channel><title>T</title><link>l</link><description>d</description></channel></rss>")
tryp(:rss2_baditem, "<rss version='2.0'><channel><title>T</title><link>l</link><description>d</description><item><foo/></item></channel></rss>")
tryp(:rss2_bad_date, "<rss version='2.0'><channel><title>T</title><link>l</link><description>d</description><pubDate>notadate</pubDate></channel></rss>")
tryp(:rss2_bad_ttl, "<rss version='2.0'><channel><title>T</title><link>l</link><description>d</description><ttl>x</ttl></channel></rss>")
tryp(:rss2_bad_cloud, "<rss version='2.0'><channel><title>T</title><link>l</link><description>d</description><cloud domain='d'/></channel></rss>")
tryp(:atom_noid, "<feed xmlns='http://www.w3.org/2005/Atom'><title>t</title><updated>2003-12-13T18:30:02Z</updated><author><name>a</name></author></feed>")
tryp(:atom_ok, "<feed xmlns='http://www.w3.org/2005/Atom'><id>urn:x</id><title>t</title><updated>2003-12-13T18:30:02Z</updated><author><name>a</name></author></feed>")
tryp(:atom_bad_updated, "<feed xmlns='http://www.w3.org/2005/Atom'><id>urn:x</id><title>t</title><updated>x</updated><author><name>a</name></author></feed>")
tryp(:atom_entry_noauthor, "<feed xmlns='http://www.w3.org/2005/Atom'><id>urn:x</id><title>t</title><updated>2003-12-13T18:30:02Z</updated><entry><id>e</id><title>e</title><updated>2003-12-13T18:30:02Z</updated></entry></feed>")
tryp(:atom_entry_doc, "<entry xmlns='http://www.w3.org/2005/Atom'><id>e</id><title>e</title><updated>2003-12-13T18:30:02Z</updated><author><name>a</name></author></entry>")
tryp(:atom_bad_content, "<entry xmlns='http://www.w3.org/2005/Atom'><id>e</id><title>e</title><updated>2003-12-13T18:30:02Z</updated><author><name>a</name></author><content type='xhtml'>notdiv</content></entry>")
tryp(:dc_bad_date, "<rdf:RDF #{RDF} xmlns:dc='http://purl.org/dc/elements/1.1/'>#{ch.sub('</channel>', '<dc:date>bad</dc:date></channel>')}</rdf:RDF>")
tryp(:sy_bad_period, "<rdf:RDF #{RDF} xmlns:sy='http://purl.org/rss/1.0/modules/syndication/'>#{ch.sub('</channel>', '<sy:updatePeriod>never</sy:updatePeriod></channel>')}</rdf:RDF>")
tryp(:sy_bad_freq, "<rdf:RDF #{RDF} xmlns:sy='http://purl.org/rss/1.0/modules/syndication/'>#{ch.sub('</channel>', '<sy:updateFrequency>x</sy:updateFrequency></channel>')}</rdf:RDF>")
tryp(:xml_stylesheet, "<?xml-stylesheet href='a.xsl' type='text/xsl'?><rdf:RDF #{RDF}>#{ch}</rdf:RDF>")
tryp(:xml_stylesheet_bad, "<?xml-stylesheet href='a.xsl'?><rdf:RDF #{RDF}>#{ch}</rdf:RDF>")
