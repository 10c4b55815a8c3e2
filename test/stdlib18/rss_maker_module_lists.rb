# RSS::Maker module lists (dc_titles, dc_dates, taxo_topics, itunes_categories,
# trackback_abouts) answer new_child (and new_topic), last, pop, shift, clear,
# push, unshift, replace, []=, and respond_to? their new_ names; module objects
# (image_item, image_favicon, itunes_owner, taxo topics) respond_to? their
# attributes; image_item's width/height are image_width/image_height
require 'rss'
def t(s, b)
  r = eval(s, b)
  r = r.class.name if r.is_a?(RSS::Maker::Base) rescue nil
  puts "#{s} => #{r.inspect}"
rescue Exception => e
  puts "#{s} !! #{e.class}"
end
rss = RSS::Maker.make("1.0") do |m|
  b = binding
  DATA.read.split("\n").each { |l| t l, b }
  m.channel.title = "x"; m.channel.link = "http://l/"; m.channel.description = "d"; m.channel.about = "http://a/"
  m.items.new_item { |i| i.title = "t"; i.link = "http://l/i"; i.image_item.about = "http://l/img"; i.image_item.resource = "http://l/img.png"; i.image_item.width = 10; i.image_item.height = 20 }
end
puts rss.to_s
__END__
m.channel.dc_titles.respond_to?(:new_title)
m.channel.dc_titles.respond_to?(:new_child)
m.channel.dc_titles.respond_to?(:new_zork)
m.channel.dc_titles.size
x = m.channel.dc_titles.new_title; x.value = "a"; m.channel.dc_titles.new_child; m.channel.dc_titles.size
m.channel.dc_titles.map { |x| x.value }
m.channel.dc_titles.last.value
m.channel.dc_title = "b"; m.channel.dc_titles.map { |x| x.value }
m.channel.new_dc_title { |x| x.value = "c" }; m.channel.dc_titles.size
m.channel.dc_titles.pop.value
m.channel.dc_titles.shift.value
m.channel.dc_titles.clear; m.channel.dc_titles.size
m.channel.dc_titles.new_child { |x| x.value = "T1" }; m.channel.dc_titles.new_title { |x| x.value = "T2" }; m.channel.dc_titles.map { |x| x.value }
m.channel.dc_subjects.new_child { |x| x.value = "S" }; m.channel.dc_subject
m.channel.dc_rightses.equal?(m.channel.dc_rights_list)
m.channel.dc_titles.zork rescue $!.class
m.taxo_topics.new_topic { |tp| tp.taxo_link = "http://t/1" }; m.taxo_topics.new_child { |tp| tp.taxo_link = "http://t/2" }; m.taxo_topics.size
m.taxo_topics.respond_to?(:new_topic)
m.taxo_topics.first.respond_to?(:taxo_link=)
m.taxo_topics.first.respond_to?(:dc_title=)
m.taxo_topics.first.respond_to?(:new_dc_title)
m.taxo_topics.first.respond_to?(:zork=)
m.channel.taxo_topics << "http://t/1"; m.channel.taxo_topics.size
m.channel.image_favicon.respond_to?(:image_size=)
m.channel.image_favicon.respond_to?(:about)
m.channel.image_favicon.respond_to?(:dc_titles)
m.channel.image_favicon.respond_to?(:resource)
m.channel.itunes_owner.respond_to?(:itunes_name=)
m.channel.itunes_owner.respond_to?(:about=)
m.channel.itunes_categories.new_child { |c| c.text = "Tech" }; m.channel.itunes_categories.first.respond_to?(:text=)
m.items.new_item.image_item.respond_to?(:image_width=)
m.items.last.image_item.respond_to?(:width)
m.items.last.trackback_abouts.new_child.respond_to?(:resource=)
m.items.clear; m.items.size
