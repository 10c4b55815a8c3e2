# RSS 0.91 and 0.92 makers need the channel language and an image (url,
# title); 2.0 needs neither; missing names come in 1.8.7's order
require 'rss'
def mk(v)
  RSS::Maker.make(v) { |m| yield m }.to_s.size > 0
rescue RSS::NotSetError => e
  e.message
end
%w(0.91 0.92 2.0).each do |v|
  p mk(v) { |m| }
  p mk(v) { |m| m.channel.title = "t" }
  p mk(v) { |m| m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d" }
  p mk(v) { |m| m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d"; m.channel.language = "en" }
  p mk(v) { |m| m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d"; m.channel.language = "en"; m.image.title = "i" }
  p mk(v) { |m| m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d"; m.channel.language = "en"; m.image.title = "i"; m.image.url = "u" }
end
