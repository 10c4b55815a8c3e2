# RSS::Maker NotSetError for each version and part (the variables named, in
# 1.8.7's order) and the makes that need nothing more
require 'rss'
def chk(ver, label)
  RSS::Maker.make(ver) { |m| yield m }
  puts "#{ver} #{label}: ok"
rescue RSS::NotSetError => e
  puts "#{ver} #{label}: #{e.name} #{e.variables.inspect}"
rescue Exception => e
  puts "#{ver} #{label}: #{e.class} #{e.message[0, 100]}"
end
def ch(m, skip = [])
  {"title" => "t", "link" => "http://l/", "description" => "d", "about" => "http://a/", "language" => "en", "author" => "me", "id" => "urn:x", "updated" => Time.utc(2001)}.each { |k, v| m.channel.send("#{k}=", v) unless skip.include?(k) }
end
%w(0.91 0.92 1.0 2.0 atom atom:entry).each do |v|
  chk(v, "empty") { |m| }
  %w(title link description about language author id updated).each do |f|
    chk(v, "no channel #{f}") { |m| ch(m, [f]); m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.id = "urn:i"; i.updated = Time.utc(2001) } }
  end
  chk(v, "image partial") { |m| ch(m); m.image.url = "http://l/i.png"; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i" } }
  chk(v, "image title only") { |m| ch(m); m.image.title = "it"; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i" } }
  chk(v, "textinput partial") { |m| ch(m); m.textinput.title = "tt"; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i" } }
  chk(v, "item no title") { |m| ch(m); m.items.new_item { |i| i.link = "http://l/i" } }
  chk(v, "item no link") { |m| ch(m); m.items.new_item { |i| i.title = "i" } }
  chk(v, "item empty") { |m| ch(m); m.items.new_item { |i| } }
  chk(v, "no items") { |m| ch(m) }
  chk(v, "cloud partial") { |m| ch(m); m.channel.cloud.domain = "d"; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i" } }
  chk(v, "enclosure partial") { |m| ch(m); m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.enclosure.url = "u" } }
  chk(v, "guid partial") { |m| ch(m); m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.guid.isPermaLink = true } }
  chk(v, "source partial") { |m| ch(m); m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.source.url = "u" } }
  chk(v, "category partial") { |m| ch(m); m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.categories.new_category { |c| c.domain = "d" } } }
  chk(v, "skipDays empty") { |m| ch(m); m.channel.skipDays.new_day; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i" } }
  chk(v, "author empty") { |m| ch(m); m.channel.authors.new_author; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i" } }
  chk(v, "link no href") { |m| ch(m); m.channel.links.new_link; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i" } }
  chk(v, "xss no href") { |m| ch(m); m.xml_stylesheets.new_xml_stylesheet; m.items.new_item { |i| i.title = "i"; i.link = "http://l/i" } }
end
