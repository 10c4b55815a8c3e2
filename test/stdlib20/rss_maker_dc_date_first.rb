# RSS maker: dc_date= sets the first of dc_dates; the feed's dc:dates are the
# date (unless the first) and then dc_dates, per feed version
require 'rss'
def mk(ver)
  RSS::Maker.make(ver) do |m|
    c = m.channel
    c.about = "http://e/"; c.title = "t"; c.link = "http://e/"; c.description = "d"
    c.author = "au" if ver == "atom"
    c.id = "urn:x" if ver == "atom"
    i = m.items.new_item
    i.title = "it"; i.link = "http://e/1"
    i.id = "urn:i" if ver == "atom"
    yield c, i
  end
end
T = [Time.gm(2001), Time.gm(2002), Time.gm(2003)]
scen = {
  :date_only => lambda { |c, i| c.date = T[0]; i.date = T[0] },
  :dc_date_only => lambda { |c, i| c.dc_date = T[0]; i.dc_date = T[0] },
  :date_and_dc_same => lambda { |c, i| c.date = T[0]; c.dc_date = T[0]; i.date = T[1]; i.dc_date = T[1] },
  :date_and_dc_diff => lambda { |c, i| c.date = T[0]; c.dc_date = T[1]; i.date = T[1]; i.dc_date = T[2] },
  :dc_then_list => lambda { |c, i| c.dc_date = T[0]; c.dc_dates.new_date.value = T[1]; i.dc_dates.new_date.value = T[2]; i.dc_date = T[0] },
  :list_then_dc => lambda { |c, i| c.dc_dates.new_date.value = T[1]; c.dc_date = T[0]; c.date = T[2] },
  :new_dc_date => lambda { |c, i| c.new_dc_date.value = T[1]; i.new_dc_date { |d| d.value = T[2] }; i.date = T[2] },
}
%w(1.0 2.0 0.91 atom).each do |ver|
  scen.sort_by { |k, v| k.to_s }.each do |name, f|
    r = begin
      feed = mk(ver) { |c, i| f.call(c, i) }
      if feed.respond_to?(:channel)
        ch = feed.channel
        it = feed.items[0]
      else
        ch = feed
        it = feed.entries[0]
      end
      dates = lambda { |x| x.respond_to?(:dc_dates) ? x.dc_dates.map { |d| d.value.year } : :none }
      [dates[ch], (ch.date.year rescue ch.date), dates[it], (it.date.year rescue it.date)]
    rescue Exception => e
      [e.class, e.message]
    end
    puts "#{ver} #{name}: #{r.inspect}"
  end
end
RSS::Maker.make("1.0") do |m|
  c = m.channel
  c.dc_date = T[0]
  c.dc_dates.new_date.value = T[1]
  c.dc_date = T[2]
  p c.dc_dates.map { |x| x.value.year }
  p c.dc_date.year
  c.dc_dates.clear rescue p $!
  p c.dc_date
  p c.respond_to?(:dc_date)
  p c.respond_to?(:dc_date=)
  exit
end
