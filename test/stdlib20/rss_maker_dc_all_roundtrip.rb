# RSS maker with two of every dc: element on the channel, image, textinput and
# item of RSS 1.0, 2.0 and Atom; setup_maker of the result (an RSS 1.0 image's
# and textinput's dc: elements are copied too)
require 'rss'
els = {:title => "t", :description => "d", :creator => "c", :subject => "s", :publisher => "p", :contributor => "co", :type => "ty", :format => "f", :identifier => "i", :source => "so", :language => "l", :relation => "r", :coverage => "cv", :rights => "ri", :date => Time.gm(2004, 1, 2)}
%w(1.0 2.0 atom).each do |ver|
  r = RSS::Maker.make(ver) do |m|
    m.channel.about = "http://e/"; m.channel.title = "T"; m.channel.link = "http://e/"; m.channel.description = "D"
    m.channel.author = "a"; m.channel.updated = Time.gm(2003) if ver == "atom"
    m.image.url = "http://e/i.png"; m.image.title = "IT" if ver != "atom"
    m.textinput.title = "TI"; m.textinput.description = "TD"; m.textinput.name = "n"; m.textinput.link = "http://e/t" if ver != "atom"
    it = m.items.new_item; it.title = "x"; it.link = "http://e/x"; it.updated = Time.gm(2003) if ver == "atom"
    [m.channel, (ver == "1.0" ? m.image : nil), (ver == "1.0" ? m.textinput : nil), it].compact.each do |target|
      els.each do |name, value|
        plural = name.to_s + (name == :rights ? "_list" : "s")
        l = target.__send__("dc_#{plural}")
        2.times { |k| l.__send__("new_#{name}").value = (value.is_a?(Time) ? value + k * 86400 : "#{value}#{k}") }
      end
    end
  end
  puts r.to_s
  x = r.respond_to?(:channel) ? r.channel : r
  p x.dc_date, x.dc_dates.map { |d| d.value }, x.dc_titles.map { |d| d.value }, x.dc_rights_list.map { |d| d.value }
  m2 = RSS::Maker.make(ver) { |m| r.setup_maker(m) } rescue (puts $!.message)
  puts "#{ver} rt: #{m2.to_s == r.to_s}" if m2
end
$r = nil
RSS::Maker.make("atom") do |m|
  m.channel.about = "http://e/"; m.channel.title = "T"; m.channel.link = "http://e/"; m.channel.description = "D"
  m.channel.author = "a"; m.channel.updated = Time.gm(2003)
  it = m.items.new_item; it.title = "x"; it.link = "http://e/x"; it.updated = Time.gm(2003)
  [m.channel, it].each { |t| 2.times { |k| t.dc_dates.new_date.value = Time.gm(2004, 1, 2) + k * 86400 } }
  $r = m
end
r = RSS::Maker.make("atom") do |m|
  m.channel.about = "http://e/"; m.channel.title = "T"; m.channel.link = "http://e/"; m.channel.description = "D"
  m.channel.author = "a"; m.channel.updated = Time.gm(2003)
  it = m.items.new_item; it.title = "x"; it.link = "http://e/x"; it.updated = Time.gm(2003)
  [m.channel, it].each { |t| 2.times { |k| t.dc_dates.new_date.value = Time.gm(2004, 1, 2) + k * 86400 } }
end
puts r.to_s
puts RSS::Maker.make("atom") { |m| r.setup_maker(m) }.to_s
