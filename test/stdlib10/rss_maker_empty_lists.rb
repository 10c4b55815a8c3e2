# RSS::Maker: a module list only looked at (taxo_topics, dc_subjects ...)
# writes nothing
require 'rss'
def mk(v, &b)
  RSS::Maker.make(v) { |m| m.channel.about = "http://e/rdf"; m.channel.title = "T"; m.channel.link = "http://e"; m.channel.description = "d"; b.call(m.channel); m.items.new_item { |i| i.title = "x"; i.link = "http://e/x"; b.call(i) } }.to_s
rescue
  "#{$!.class}: #{$!.message}"
end
puts mk("1.0") { |x| x.taxo_topics }
puts mk("1.0") { |x| x.dc_subjects; x.dc_creators }
puts mk("2.0") { |x| x.dc_subjects }
