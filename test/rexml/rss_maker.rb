# RSS::Maker for 2.0, 1.0 and Atom; NotSetError and the versions list
require 'rss'
rss = RSS::Maker.make("2.0") do |m|
  m.channel.title = "T"
  m.channel.link = "http://x/"
  m.channel.description = "D"
  m.channel.lastBuildDate = Time.utc(2008,1,2,3,4,5)
  m.items.do_sort = true
  i = m.items.new_item
  i.title = "I1"
  i.link = "http://x/1"
  i.date = Time.utc(2008,1,1)
  i.description = "d < 1"
end
puts rss.to_s
p rss.class, rss.channel.title, rss.items.size, rss.items[0].pubDate
r = RSS::Parser.parse(rss.to_s)
p r.class, r.channel.items[0].title, r.rss_version
rdf = RSS::Maker.make("1.0") do |m|
  m.channel.about = "http://x/rss"
  m.channel.title = "T"
  m.channel.link = "http://x/"
  m.channel.description = "D"
  i = m.items.new_item
  i.title = "I1"
  i.link = "http://x/1"
end
puts rdf.to_s
atom = RSS::Maker.make("atom") do |m|
  m.channel.about = "urn:x"
  m.channel.title = "T"
  m.channel.author = "me"
  m.channel.updated = Time.utc(2008,1,2)
  i = m.items.new_item
  i.title = "I1"
  i.link = "http://x/1"
  i.updated = Time.utc(2008,1,1)
end
puts atom.to_s
def t(l); r = yield; puts "#{l}: #{r.nil? ? 'nil' : r.class}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
t("empty") { RSS::Maker.make("2.0") { |m| } }
t("no link") { RSS::Maker.make("2.0") { |m| m.channel.title = "t"; m.channel.description = "d" } }
t("no item title") { RSS::Maker.make("2.0") { |m| m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d"; m.items.new_item { |i| i.link = "x" } } }
t("bad version") { RSS::Maker.make("3.0") { |m| } }
t("1.0 no about") { RSS::Maker.make("1.0") { |m| m.channel.title = "t"; m.channel.link = "l"; m.channel.description = "d" } }
t("atom min") { RSS::Maker.make("atom") { |m| m.channel.title = "t"; m.channel.about = "u"; m.channel.updated = Time.utc(2000); m.channel.author = "a" } }
p RSS::Maker::VERSIONS rescue p $!
p RSS::Maker.versions rescue p $!
r = RSS::Maker.make("2.0") do |m|
  m.encoding = "UTF-8"
  m.channel.title = "t"; m.channel.link = "http://l/"; m.channel.description = "d"
  m.channel.language = "en"; m.channel.generator = "g"; m.channel.ttl = 60
  m.channel.categories.new_category { |c| c.content = "cat"; c.domain = "dom" }
  m.image.url = "http://i/"; m.image.title = "it"
  m.items.do_sort = true
  m.items.max_size = 2
  3.times do |n|
    m.items.new_item do |i|
      i.title = "item #{n}"; i.link = "http://l/#{n}"; i.date = Time.utc(2008, 1, n + 1)
      i.guid.content = "g#{n}"; i.guid.isPermaLink = false
      i.enclosure.url = "http://e/#{n}"; i.enclosure.length = n; i.enclosure.type = "audio/mpeg"
      i.categories.new_category { |c| c.content = "c#{n}" }
      i.author = "au"; i.comments = "http://c/"
      i.description = "<b>#{n}</b>"
    end
  end
  m.textinput.title = "ti"; m.textinput.description = "td"; m.textinput.name = "tn"; m.textinput.link = "http://t/"
end
puts r
r = RSS::Maker.make("0.91") do |m|
  m.channel.title = "t"; m.channel.link = "http://l/"; m.channel.description = "d"; m.channel.language = "en"
  m.image.url = "http://i/"; m.image.title = "it"
  m.items.new_item { |i| i.title = "x"; i.link = "http://x/" }
end
puts r
