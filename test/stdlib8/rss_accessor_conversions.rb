# value conversions: integers must parse (ttl), errors name the prefixed
# tag (dc:date), output_encoding builds a converter (unknown ones raise),
# date= sets pubDate and dc:date, Rss.new needs its version
require 'helper'
require 'rss'
r = RSS::Rss.new("2.0")
c = RSS::Rss::Channel.new
r.channel = c
show(:pubDate_str) { c.pubDate = "Sat, 07 Sep 2002 00:00:01 GMT"; [c.pubDate.class, c.pubDate.to_s, c.date.to_s] }
show(:pubDate_bad) { c.pubDate = "xx" }
show(:lbd_time) { c.lastBuildDate = Time.utc(2001); c.lastBuildDate.to_s }
show(:ttl) { c.ttl = "60"; c.ttl }
show(:ttl_bad) { c.ttl = "abc"; c.ttl }
show(:width) { i = RSS::Rss::Channel::Image.new; i.width = "12"; i.width }
show(:dc_date) { c.dc_date = "2001-01-01T00:00:00Z"; [c.dc_date.class, c.dc_date.to_s] }
show(:dc_date_bad) { c.dc_date = "nope" }
show(:to_s_missing) { r.to_s }
c.title = "t"; c.link = "http://l/"; c.description = "d"
show(:to_s) { r.to_s }
show(:output_encoding) { r.output_encoding = "EUC-JP"; r.to_s[0, 60] }
show(:output_encoding_bad) { r.output_encoding = "NOPE"; r.to_s[0, 60] }
show(:encoding) { r.encoding = "Shift_JIS"; r.output_encoding = nil; r.to_s[0, 60] }
show(:xss) { x = RSS::XMLStyleSheet.new("href" => "a.css"); [x.type, x.href, x.to_s, x.alternate, x.media] }
show(:xss_xsl) { x = RSS::XMLStyleSheet.new("href" => "a.xsl"); [x.type, x.to_s] }
show(:xss_alt) { x = RSS::XMLStyleSheet.new("href" => "a.css", "alternate" => "yes", "title" => "t"); x.to_s }
show(:xss_bad_alt) { x = RSS::XMLStyleSheet.new("href" => "a.css", "alternate" => "maybe"); x.to_s }
show(:xss_empty) { RSS::XMLStyleSheet.new.to_s }
show(:rss_items) { r.items }
show(:rss_image) { r.image }
show(:rss_textinput) { r.textinput }
show(:converter) { require 'rss/converter'; cv = RSS::Converter.new("UTF-8", "EUC-JP"); cv.convert("abc") }
show(:converter_bad) { RSS::Converter.new("UTF-8", "NOPE") }
show(:utils) { [RSS::Utils.to_class_name("foo_bar"), RSS::Utils.get_file_and_line_from_caller(0).class, RSS::Utils.html_escape("<&\">"), RSS::Utils.h("'")] }
show(:utils_new_with_value_if_need) { RSS::Utils.new_with_value_if_need(RSS::Rss::Channel::Item::Guid, "x").class rescue $!.class }
show(:rdf_about) { x = RSS::RDF::Channel.new; x.about = "a"; [x.about, x.to_s] }
show(:item_date) { i = RSS::Rss::Channel::Item.new; i.date = Time.utc(2000); [i.pubDate.class, i.date.to_s, i.dc_date] }
show(:rss_version) { [RSS::Rss.new.rss_version, RSS::Rss.new("0.91").feed_version] }
