# the RSS 1.0 maker needs at least one item
require 'rss'
begin
  RSS::Maker.make("1.0") { |m| m.channel.about = "a"; m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d" }
rescue RSS::NotSetError => e
  p e.message
end
begin
  RSS::Maker.make("1.0") { |m| m.channel.about = "a"; m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d"; m.items.new_item.title = "x" }
rescue RSS::NotSetError => e
  p e.message
end
