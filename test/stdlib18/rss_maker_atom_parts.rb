# RSS::Maker atom: a person without a name, a link without href, a category
# without term raise NotSetError naming the part (maker.channel.author ...);
# atom:entry takes from the channel what its item lacks (id, link, rights,
# categories, contributors, authors, title), as 1.8.7
require 'rss'
def chk(ver, label)
  r = RSS::Maker.make(ver) { |m| yield m }
  puts "#{ver} #{label}: ok #{r.to_s.scan(/<(?:author|contributor|link)[ >].*?(?:<\/\w+>|\/>)/m).join(' ').gsub(/\s+/, ' ')}"
rescue RSS::NotSetError => e
  puts "#{ver} #{label}: #{e.name} #{e.variables.inspect}"
rescue Exception => e
  puts "#{ver} #{label}: #{e.class} #{e.message[0, 100]}"
end
def base(m)
  m.channel.title = "t"; m.channel.link = "http://l/"; m.channel.author = "me"; m.channel.id = "urn:x"; m.channel.updated = Time.utc(2001)
end
def item(m) m.items.new_item { |i| i.title = "i"; i.link = "http://l/i"; i.id = "urn:i"; i.updated = Time.utc(2001); yield i if block_given? } end
%w(atom atom:entry).each do |v|
  chk(v, "ch contributor empty") { |m| base(m); m.channel.contributors.new_contributor; item(m) }
  chk(v, "ch contributor email only") { |m| base(m); m.channel.contributors.new_contributor { |c| c.email = "e@x" }; item(m) }
  chk(v, "ch author uri only") { |m| base(m); m.channel.authors.new_author { |c| c.uri = "http://u/" }; item(m) }
  chk(v, "ch link rel only") { |m| base(m); m.channel.links.new_link { |l| l.rel = "self" }; item(m) }
  chk(v, "item author empty") { |m| base(m); item(m) { |i| i.authors.new_author } }
  chk(v, "item contributor empty") { |m| base(m); item(m) { |i| i.contributors.new_contributor } }
  chk(v, "item link empty") { |m| base(m); item(m) { |i| i.links.new_link } }
  chk(v, "item link rel") { |m| base(m); item(m) { |i| i.links.new_link { |l| l.rel = "alternate" } } }
  chk(v, "item category empty") { |m| base(m); item(m) { |i| i.categories.new_category } }
  chk(v, "ch category empty") { |m| base(m); m.channel.categories.new_category; item(m) }
  chk(v, "entry no item") { |m| base(m) }
  chk(v, "entry item title only") { |m| base(m); m.items.new_item { |i| i.title = "x" } }
  chk(v, "entry item empty") { |m| base(m); m.items.new_item }
  chk(v, "entry no ch id") { |m| base(m); m.channel.id = nil; m.items.new_item { |i| i.title = "x" } }
  chk(v, "entry no ch updated") { |m| base(m); m.channel.updated = nil; m.items.new_item { |i| i.title = "x"; i.link = "http://l/y" } }
end
def base2(m)
  m.channel.title = "t"; m.channel.link = "http://l/"; m.channel.author = "me"; m.channel.id = "urn:x"; m.channel.updated = Time.utc(2001)
  m.channel.description = "desc"; m.channel.rights = "r"
end
[lambda { |m| base2(m) }, lambda { |m| base2(m); m.items.new_item { |i| i.title = "x" } },
 lambda { |m| base2(m); m.items.new_item { |i| i.title = "x"; i.link = "http://l/y" } },
 lambda { |m| base2(m); m.items.new_item { |i| i.link = "http://l/y"; i.summary = "s" } },
 lambda { |m| base2(m); m.channel.categories.new_category { |c| c.term = "ct" }; m.channel.contributors.new_contributor { |c| c.name = "cc" }; m.items.new_item { |i| i.title = "x"; i.id = "urn:i"; i.updated = Time.utc(2002) } },
 lambda { |m| base2(m); m.channel.updated = nil; m.items.new_item { |i| i.title = "x"; i.id = "urn:i" } },
].each_with_index do |b, k|
  begin
    puts "== #{k}"
    puts RSS::Maker.make("atom:entry") { |m| b.call(m) }.to_s
  rescue Exception => e
    puts "#{e.class} #{e.message}"
  end
end
