# feed conversions: an Atom entry maker copies the item's module values
# (dc:*), a 2.0 guid keeps isPermaLink through setup_maker, an entry
# document is its only item, an Atom feed needs a channel author only
# when no entry has one
begin
  require 'rss'
  T = Time.utc(2004, 1, 2, 3, 4, 5)
  %w(atom atom:entry).each do |v|
    puts RSS::Maker.make(v) { |m|
      c = m.channel
      c.title = "T"; c.id = "urn:x"; c.updated = T; c.author = "a"
      c.dc_subject = "chsubj"
      i = m.items.new_item
      i.title = "I"; i.id = "urn:i"; i.updated = T
      i.dc_rights = "r"; i.dc_subject = "s"; i.dc_date = T
      i.content_encoded = "x" rescue nil
      i.slash_section = "sec"
      i.itunes_author = "ia" rescue nil
      i.trackback_ping = "http://tb/"
    }.to_s
  end
end
begin
  require 'rss'
  %w(true false TRUE hoge).each do |pl|
  s = %Q(<rss version="2.0"><channel><title>t</title><link>http://e/</link><description>d</description><item><title>i</title><guid isPermaLink="#{pl}">http://e/1</guid></item></channel></rss>)
  r = RSS::Parser.parse(s, false) rescue (p $!; next)
  p r.items[0].guid.isPermaLink, r.items[0].guid.PermaLink? rescue p $!
  puts r.to_feed("rss2.0") { |m| p m.items[0].guid.isPermaLink }.to_s.scan(/<guid.*<\/guid>/)
  end
  RSS::Maker.make("2.0") { |m| m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d"; i = m.items.new_item; i.title = "x"
    [true, false, "true", "false", nil].each { |v| i.guid.isPermaLink = v; i.guid.content = "g"; p [v, i.guid.isPermaLink] } }
end
begin
  require 'rss'
  e = RSS::Parser.parse('<entry xmlns="http://www.w3.org/2005/Atom"><id>e</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author></entry>')
  p e.items.size, e.items[0].equal?(e)
  p((e.item rescue $!.class))
  p((e.channel rescue $!.class))
  p((e.image rescue $!.class))
  p e.feed_type, e.feed_version, e.respond_to?(:items)
  f = RSS::Parser.parse('<feed xmlns="http://www.w3.org/2005/Atom"><id>e</id><title>t</title><updated>2003-01-01T00:00:00Z</updated><author><name>a</name></author><entry><id>x</id><title>t</title><updated>2003-01-01T00:00:00Z</updated></entry></feed>')
  p f.items.size, f.items[0].class, (f.channel rescue $!.class), (f.image rescue $!.class)
end
begin
  require 'rss'
  def t(l); r = yield; puts "#{l}: #{r}"; rescue Exception; puts "#{l}: #{$!.class} #{$!.message}"; end
  [["", ""], ["<author>a</author>", ""], ["<author>a</author>", "<author>b</author>"], ["<managingEditor>me</managingEditor>", ""], ["<itunes:author>ia</itunes:author>", ""], ["<dc:creator>dc</dc:creator>", ""]].each do |ca, ia|
    chauthor = ca =~ /managing|itunes|dc:/ ? ca : ""
    i1 = ca =~ /managing|itunes|dc:/ ? "" : ca
    s = %Q(<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>t</title><link>http://e/</link><description>d</description>#{chauthor}<item><title>i</title>#{i1}</item><item><title>j</title>#{ia}</item></channel></rss>)
    r = RSS::Parser.parse(s)
    t([ca, ia].inspect) { r.to_feed("atom") { |m| m.channel.id = "urn:x"; m.channel.updated = Time.utc(2000); m.items.each { |i| i.id = "urn:i"; i.updated = Time.utc(2000) }; p [m.channel.author, m.items.map { |i| i.author }] }.to_s.scan(/<author>.*?<\/author>|<entry>/m).join(" ").gsub(/\s+/, " ") }
  end
  t("maker direct") { RSS::Maker.make("atom") { |m| m.channel.id = "urn:x"; m.channel.title = "t"; m.channel.updated = Time.utc(2000); i = m.items.new_item; i.title = "x"; i.id = "urn:i"; i.updated = Time.utc(2000); i.author = "ia"; j = m.items.new_item; j.title = "y"; j.id = "urn:j"; j.updated = Time.utc(2000) }.to_s.gsub(/\s+/, " ") }
end
