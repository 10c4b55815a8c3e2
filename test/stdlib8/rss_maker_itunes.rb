# the 2.0 maker carries itunes values: true/false as yes/no, keywords,
# owner, image, categories
require 'rss'
puts RSS::Maker.make("2.0") { |m|
  m.channel.title = "T"; m.channel.link = "http://x/"; m.channel.description = "D"
  m.channel.itunes_author = "au"; m.channel.itunes_block = true; m.channel.itunes_explicit = false
  m.channel.itunes_keywords = %w(a b); m.channel.itunes_subtitle = "sub"; m.channel.itunes_summary = "sum"
  m.channel.itunes_owner.itunes_name = "on"; m.channel.itunes_owner.itunes_email = "oe"
  m.channel.itunes_image = "http://img"; m.channel.itunes_categories.new_category.text = "Tech"
  m.channel.itunes_new_feed_url = "http://n"
  i = m.items.new_item; i.title = "I"; i.link = "http://i"; i.itunes_duration = "1:02:03"; i.itunes_explicit = true
}.to_s
