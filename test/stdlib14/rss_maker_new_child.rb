# a maker list's new_child (any list) and push; new_NAME with a block answers the block's value
require 'rss'
RSS::Maker.make("2.0") { |m|
  i = m.items.new_child; p i.class, m.items.size
  r = m.items.push(5); p r.class, m.items.size, m.items.to_a.last
  p m.items.new_child { |x| p x.class; :v }
  p m.items.size
  p m.channel.categories.new_child.class, m.channel.skipDays.new_child.class, m.xml_stylesheets.new_child.class
  raise "s"
} rescue p $!.message
RSS::Maker.make("2.0") { |m|
  p m.items.new_item { |x| :v }
  p m.channel.categories.new_category { :c }
  p m.channel.dc_subjects.new_subject { :d }
  raise "s"
} rescue p $!.message
