# RSS::Maker: channel id and about apart (Atom: id or about), dc_creator= as
# the first of dc_creators, taxo_topics.resources, image/textinput Dublin
# Core values in RSS 1.0, channel.icon as image_favicon.about (written
# with a size only); every module at once in each version
require 'rss'
def t; yield; rescue Exception => e; "#{e.class}: #{e.message}"; end
%w(1.0 2.0 0.91 atom).each do |v|
  r = t { RSS::Maker.make(v) do |m|
    m.encoding = "UTF-8"
    m.channel.about = "http://ex.com/rdf"; m.channel.title = "T"; m.channel.link = "http://ex.com/"; m.channel.description = "D"; m.channel.language = "en"
    m.channel.updated = Time.utc(2001); m.channel.author = "A"; m.channel.id = "urn:x"
    m.channel.itunes_author = "IA"; m.channel.itunes_block = true; m.channel.itunes_explicit = "clean"; m.channel.itunes_keywords = %w(k1 k2)
    m.channel.itunes_owner.itunes_name = "ON"; m.channel.itunes_owner.itunes_email = "o@x"
    m.channel.itunes_image = "http://ex.com/i.png"
    cat = m.channel.itunes_categories.new_category; cat.text = "Technology"; sub = cat.new_category; sub.text = "Podcasting"
    m.channel.itunes_summary = "S"; m.channel.itunes_subtitle = "ST"; m.channel.itunes_new_feed_url = "http://new/"
    m.channel.image_favicon.about = "http://ex.com/fav.ico"; m.channel.image_favicon.image_size = "small"
    m.channel.taxo_topics.resources << "http://tax/1"
    m.channel.sy_updatePeriod = "hourly"; m.channel.sy_updateFrequency = 2; m.channel.sy_updateBase = Time.utc(2000)
    m.channel.dc_creators.new_creator { |c| c.value = "C1" }; m.channel.dc_creator = "C0"
    m.image.url = "http://ex.com/img.png"; m.image.title = "IT"; m.image.dc_creator = "ID"
    m.textinput.title = "TI"; m.textinput.name = "n"; m.textinput.link = "http://ex.com/t"; m.textinput.description = "tid"
    it = m.items.new_item
    it.title = "I"; it.link = "http://ex.com/i"; it.date = Time.utc(2001, 2); it.description = "ID"
    it.itunes_duration = "1:02:03"; it.itunes_explicit = "yes"; it.itunes_keywords = "a, b"
    it.image_item.about = "http://ex.com/ii.png"; it.image_item.resource = "http://ex.com/ii"; it.image_item.width = 10
    it.slash_section = "sec"; it.slash_comments = 3; it.slash_hit_parade = [1, 2, 3]
    it.trackback_ping = "http://tb/"; it.trackback_abouts.new_about { |a| a.value = "http://tba/" }
    it.content_encoded = "<p>x</p>"
    it.taxo_topics.resources << "http://tax/2"
    it.enclosure.url = "http://ex.com/e.mp3"; it.enclosure.length = 10; it.enclosure.type = "audio/mpeg"
    it.guid.content = "g1"; it.guid.isPermaLink = false
    it.categories.new_category { |c| c.content = "cat1"; c.domain = "http://d/" }
    it.source.url = "http://src/"; it.source.content = "SRC"
    it.comments = "http://c/"; it.author = "IA"
    m.items.do_sort = true
  end }
  puts "== #{v}"
  puts r.to_s
end
r = RSS::Maker.make("1.0") do |m|
  m.channel.about = "http://ex.com/rdf"; m.channel.title = "T"; m.channel.link = "http://ex.com/"; m.channel.description = "D"
  m.image.url = "http://ex.com/img.png"; m.image.title = "IT"; m.image.dc_creator = "ID"; m.image.dc_subjects.new_subject { |s| s.value = "is" }
  m.image.dc_date = Time.utc(2001)
  m.textinput.title = "TI"; m.textinput.name = "n"; m.textinput.link = "http://ex.com/t"; m.textinput.description = "tid"; m.textinput.dc_creator = "TC"
  m.textinput.dc_date = Time.utc(2002)
  it = m.items.new_item; it.title = "I"; it.link = "http://ex.com/i"
end
puts r.to_s
[["1.0", {:id => "urn:i"}], ["1.0", {:about => "http://a/"}], ["atom", {:about => "http://a/"}], ["atom", {:id => "urn:i"}], ["atom", {:id => "urn:i", :about => "http://a/"}], ["atom:entry", {:about => "http://a/"}]].each do |v, h|
  r = t { RSS::Maker.make(v) do |m|
    m.channel.title = "T"; m.channel.link = "http://ex.com/"; m.channel.description = "D"; m.channel.updated = Time.utc(2001); m.channel.author = "A"
    h.each { |k, x| m.channel.__send__("#{k}=", x) }
    p [m.channel.id, m.channel.about]
    it = m.items.new_item; it.title = "I"; it.link = "http://ex.com/i"; it.updated = Time.utc(2001); it.id = "urn:item" if v == "atom"
  end }
  puts r.to_s.grep(/about|<id>/)
end
r = RSS::Parser.parse(<<XML)
<feed xmlns="http://www.w3.org/2005/Atom"><id>urn:f</id><title>t</title><updated>2001-02-03T00:00:00Z</updated><author><name>a</name></author>
<entry><id>urn:e</id><title>e</title><updated>2001-02-03T00:00:00Z</updated><link href="http://x/e"/></entry></feed>
XML
catch(:done) { RSS::Maker.make("atom") { |m| r.setup_maker(m); p [m.channel.id, m.channel.about, m.items[0].id, (m.items[0].about rescue :none)]; throw :done } }
[nil, "small"].each do |sz|
r = RSS::Maker.make("1.0") do |m|
  m.channel.about = "http://ex.com/rdf"; m.channel.title = "T"; m.channel.link = "http://ex.com/"; m.channel.description = "D"
  m.channel.icon = "http://a/i"; m.channel.image_favicon.image_size = sz if sz
  it = m.items.new_item; it.title = "I"; it.link = "http://ex.com/i"
end
puts r.to_s.grep(/favicon/)
end
catch(:done) { RSS::Maker.make("1.0") { |m| c = m.channel; c.dc_creators.new_creator { |x| x.value = "C1" }; c.dc_creators.new_creator { |x| x.value = "C2" }; c.dc_creator = "C0"; p c.dc_creators.map { |x| x.value }, c.dc_creator; c.icon = "I"; p c.image_favicon.about, c.icon; throw :done } }
