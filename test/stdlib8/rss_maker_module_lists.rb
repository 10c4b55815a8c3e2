# module values that repeat are lists on the maker: dc_creators.new_creator,
# trackback_abouts.new_about, taxo_topics << uri; image_favicon is an
# object whose values become the element's (prefixed) attributes
require 'rss'
def t
  puts RSS::Maker.make("1.0") { |m|
    m.channel.about = "http://x/rdf"; m.channel.title = "T"; m.channel.link = "http://x/"; m.channel.description = "D"
    i = m.items.new_item; i.link = "http://x/1"; i.title = "I"
    yield m
  }.to_s
rescue => e
  puts "#{e.class}: #{e.message}"
end
t { |m| m.channel.dc_creators.new_creator { |c| c.value = "a" }; m.channel.dc_creators.new_creator { |c| c.value = "b" } }
t { |m| m.items.first.dc_subjects.new_subject.value = "x"; m.items.first.dc_subjects.new_subject.value = "y" }
t { |m| i = m.items.first; i.trackback_ping = "http://tb"; i.trackback_abouts.new_about.value = "http://ab" }
t { |m| m.channel.taxo_topics << "http://t1" << "http://t2" }
t { |m| m.channel.image_favicon.about = "http://f"; m.channel.image_favicon.image_size = "small" }
begin; RSS::Maker.make("1.0") { |m| m.channel.taxo_topics.new_taxo_topic }; rescue NoMethodError; puts "no new_taxo_topic"; end
m = nil
RSS::Maker.make("1.0") { |mk| m = mk; raise "stop" } rescue nil
p [m.channel.dc_creators.class.name.split("::").size > 1, m.channel.dc_creators.size, m.channel.dc_creator]
