# A maker part's new_dc_NAME (new_trackback_about, new_itunes_category)
# adds an entry to its dc_NAMEs list; with a block it answers the block's
# value.
require 'rss'
feed = RSS::Maker.make("1.0") { |m|
  m.channel.about = "a"; m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d"
  s = m.channel.new_dc_subject; s.value = "S1"
  s = m.channel.dc_subjects.new_subject; s.value = "S2"
  p m.channel.dc_subjects.size
  m.channel.new_dc_rights.value = "R"
  m.channel.new_dc_date.value = Time.at(0).utc
  p m.channel.dc_dates.size
  p m.channel.new_dc_creator { |c| c.value = "C"; :block_value }
  i = m.items.new_item; i.title = "it"; i.link = "il"
  i.new_dc_title.value = "IT"
  i.new_dc_title.value = "IT2"
  p i.dc_titles.size
  begin
    m.channel.new_dc_nosuch
  rescue NoMethodError
    p :no_method
  end
}
puts feed
