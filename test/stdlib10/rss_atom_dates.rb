# RSS::Maker "atom" and "atom:entry": the dc:date elements an entry gets
# from its date, dc_date and dc_dates (1.8.7 repeats the date; each trip
# through to_atom adds one in a feed's entries), and the XHTML of a text
# construct kept in an XHTML div
require 'rss'
t = Time.utc(2007, 1, 2, 3, 4, 5)
t2 = Time.utc(2008, 1, 1)
t3 = Time.utc(2009, 1, 1)
def mk(kind, &blk)
  RSS::Maker.make(kind) { |m|
    m.channel.about = "urn:x"; m.channel.title = "T"; m.channel.updated = Time.utc(2000); m.channel.author = "me"
    m.items.new_item { |i| i.link = "http://e/1"; i.title = "I1"; blk.call(i) }
  }
rescue RSS::Error => e
  e
end
def years(list) list.map { |d| (d.respond_to?(:content) ? d.content : d).year }.inspect end
def show(label, f, entry)
  return puts("#{label}: #{f.class} #{f.message}") if f.is_a?(Exception)
  e = entry ? f : f.items[0]
  puts "#{label}: updated #{e.updated.content.year} dc:date #{years(e.dc_dates)}"
end
%w(atom atom:entry).each { |kind|
  entry = kind == "atom:entry"
  show("#{kind} updated", mk(kind) { |i| i.updated = t }, entry)
  show("#{kind} updated+dc_date", mk(kind) { |i| i.updated = t; i.dc_date = t2 }, entry)
  show("#{kind} dc_date", mk(kind) { |i| i.dc_date = t2 }, entry)
  show("#{kind} date", mk(kind) { |i| i.date = t2 }, entry)
  show("#{kind} updated+dates", mk(kind) { |i| i.updated = t; i.dc_dates.new_date { |d| d.value = t2 }; i.dc_dates.new_date { |d| d.value = t3 } }, entry)
  show("#{kind} dates", mk(kind) { |i| i.dc_dates.new_date { |d| d.value = t2 }; i.dc_dates.new_date { |d| d.value = t3 } }, entry)
  f = mk(kind) { |i| i.updated = t; i.dc_date = t2 }
  3.times { f = f.to_atom(entry ? "entry" : "feed"); show("#{kind} again", f, entry) }
}
f = mk("atom") { |i| i.updated = t }
puts f.to_atom("entry").to_s.scan(/<dc:date>.*/)

x = RSS::Atom::Feed::Title.new
x.type = "xhtml"
x.xhtml = "<b>a</b> & c"
p x.content, x.xhtml.class, x.to_s
x.xhtml = [RSS::XML::Element.new("p", nil, nil, {}, ["hi"]), "t"]
p x.to_s
x.xhtml = RSS::XML::Element.new("div", nil, RSS::Atom::XHTML_URI, {"xmlns" => RSS::Atom::XHTML_URI}, ["kept"])
p x.to_s
y = RSS::Atom::Feed::Title.new
y.xhtml = "<b>a</b>"
p y.to_s, y.type
f = RSS::Parser.parse(%Q{<feed xmlns="http://www.w3.org/2005/Atom"><id>u</id><title type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><b>x</b> y</div></title><updated>2000-01-01T00:00:00Z</updated><author><name>a</name></author></feed>})
p f.title.content, f.title.to_s
