# Dublin Core in RSS: each dc:xxx is an element of its own class
# (DublinCoreTitle ... DublinCoreDate, value/content its text) in the
# plural lists; the dc:dates the makers of 1.0, 2.0 and Atom give an item
# from its date, dc_date and dc_dates; conversions keep the dc elements
require 'rss'
def try(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
src = %Q{<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel rdf:about="http://e"><title>T</title><link>http://e</link><description>d</description><dc:title>DT</dc:title><dc:subject>s1</dc:subject><dc:subject>s2</dc:subject><dc:date>2007-01-02T03:04:05Z</dc:date><items><rdf:Seq><rdf:li resource="http://e/1"/></rdf:Seq></items></channel><item rdf:about="http://e/1"><title>I</title><link>http://e/1</link><dc:creator>c</dc:creator></item></rdf:RDF>}
f = RSS::Parser.parse(src)
ch = f.channel
try("dc_title") { [ch.dc_title, ch.dc_titles.size] }
try("dc_titles elem") { e = ch.dc_titles[0]; [e.class.name, e.value, e.content, e.to_s] }
try("dc_subjects") { ch.dc_subjects.map { |x| x.value } }
try("dc_dates") { ch.dc_dates.map { |x| [x.class.name, x.value, x.content.class] } }
try("date") { [ch.date, ch.dc_date.class] }
try("set dc_title") { ch.dc_title = "new"; [ch.dc_title, ch.dc_titles.size, ch.dc_titles[0].class.name] }
try("push") { ch.dc_subjects << RSS::DublinCoreModel::DublinCoreSubject.new("s3"); ch.dc_subjects.map { |x| x.value } }
try("new elem") { e = RSS::DublinCoreModel::DublinCoreDate.new("2008-01-01T00:00:00Z"); [e.value.class, e.to_s] }
try("consts") { [RSS::DublinCoreModel::TEXT_ELEMENTS.keys.sort, RSS::DublinCoreModel::DATE_ELEMENTS, RSS::DublinCoreModel::ELEMENT_NAME_INFOS.sort_by { |k, v| k.to_s }] }
try("item creator") { e = f.items[0]; [e.dc_creator, e.dc_creators[0].value] }
try("to_s") { ch.dc_subjects[0].to_s }
try("tag name") { [RSS::DublinCoreModel::DublinCoreTitle.tag_name, RSS::DublinCoreModel::DublinCoreTitle.required_uri] }
t = Time.utc(2007, 1, 2, 3, 4, 5)
%w(1.0 2.0 atom).each { |v|
  f = RSS::Maker.make(v) { |m|
    m.channel.about = "http://e/rdf"; m.channel.title = "T"; m.channel.link = "http://e"; m.channel.description = "d"; m.channel.updated = t; m.channel.author = "me"
    m.channel.dc_title = "dct"; m.channel.dc_subjects.new_subject { |s| s.value = "s1" }; m.channel.dc_subjects.new_subject { |s| s.value = "s2" }; m.channel.dc_rights = "r"
    m.channel.dc_creator = "c1"; m.channel.dc_creators.new_creator { |c| c.value = "c2" }
    m.items.new_item { |i| i.title = "x"; i.link = "http://e/x"; i.date = t; i.dc_subject = "is"; i.dc_language = "en" }
  }
  ch = v == "atom" ? f : f.channel
  try("#{v} values") { [ch.dc_title, ch.dc_subjects.map { |x| x.value }, ch.dc_rights, ch.dc_rights_list.map { |x| x.class.name }, ch.dc_creators.map { |x| x.content }, ch.dc_dates.map { |x| x.value }] }
  try("#{v} to_s") { f.to_s }
  g = RSS::Parser.parse(f.to_s)
  gc = v == "atom" ? g : g.channel
  try("#{v} parsed") { [gc.dc_title, gc.dc_subjects.map { |x| [x.class.name, x.value] }, g.items[0].dc_subject, g.items[0].dc_languages.size] }
  try("#{v} roundtrip") { g.to_s == f.to_s }
  try("#{v} to 1.0") { f.to_rss("1.0").to_s rescue $!.class }
}
try("set nil") { c = RSS::RDF::Channel.new; c.dc_title = "a"; c.dc_title = nil; [c.dc_title, c.dc_titles.size] }
try("assign elem") { c = RSS::RDF::Channel.new; c.dc_title = RSS::DublinCoreModel::DublinCoreTitle.new("z"); [c.dc_title, c.dc_titles[0].class.name] }
try("date str") { c = RSS::RDF::Channel.new; c.dc_date = "2007-01-02T03:04:05Z"; [c.dc_date.class, c.dc_dates[0].value.class, c.date] }
try("date bad") { c = RSS::RDF::Channel.new; c.dc_date = "junk" }
try("elem new") { e = RSS::DublinCoreModel::DublinCoreCreator.new; e.value = "v"; [e.to_s, e.tag_name, e.full_name, e.content] }
try("elem validate") { RSS::DublinCoreModel::DublinCoreCreator.new("q").valid? }
t2 = Time.utc(2008); t3 = Time.utc(2009)
def mk(v, &b)
  f = RSS::Maker.make(v) { |m| m.channel.about = "http://e/rdf"; m.channel.title = "T"; m.channel.link = "http://e"; m.channel.description = "d"; m.items.new_item { |i| i.title = "x"; i.link = "http://e/x"; b.call(i) } }
  f.items[0].dc_dates.map { |d| d.value.year }
rescue => e
  e.message
end
%w(1.0 2.0).each { |v|
p [v, "date", mk(v) { |i| i.date = t }]
p [v, "date,new", mk(v) { |i| i.date = t; i.dc_dates.new_date { |d| d.value = t2 } }]
p [v, "new,date", mk(v) { |i| i.dc_dates.new_date { |d| d.value = t2 }; i.date = t }]
p [v, "new,new", mk(v) { |i| i.dc_dates.new_date { |d| d.value = t2 }; i.dc_dates.new_date { |d| d.value = t3 } }]
p [v, "dc_date", mk(v) { |i| i.dc_date = t2 }]
p [v, "date,dc_date", mk(v) { |i| i.date = t; i.dc_date = t2 }]
p [v, "dc_date,new", mk(v) { |i| i.dc_date = t2; i.dc_dates.new_date { |d| d.value = t3 } }]
}
