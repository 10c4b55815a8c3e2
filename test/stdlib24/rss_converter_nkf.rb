# RSS as 1.8.7: rss/rss loads English, rss/converter and rss/xml-stylesheet
# and rss/atom loads base64; RSS::Converter converts the Japanese
# encodings with NKF (what cannot be converted is dropped, not an error)
require 'rss/atom'
require "helper"
show(:loaded) { $".grep(/English|base64|kconv|nkf|rss\/converter|xml-stylesheet/).sort }
show(:consts) { [defined?(RSS::Converter), defined?(RSS::XMLStyleSheet), defined?(Base64), defined?($ERROR_INFO)] }
show(:meths) { RSS::Converter.instance_methods(false).sort }
[["EUC-JP", "UTF-8", "\xe3\x81\x82\xff"], ["UTF-8", "EUC-JP", "\xa4\xa2\xff"], ["Shift_JIS", "UTF-8", "\xe3\x81\x82a"],
 ["UTF-8", "Shift_JIS", "\x82\xa0"], ["EUC-JP", "Shift_JIS", "\x82\xa0"], ["Shift_JIS", "EUC-JP", "\xa4\xa2"],
 ["ISO-2022-JP", "EUC-JP", "\xa4\xa2"], ["EUC-JP", "ISO-2022-JP", "\e$B$\"\e(B"], ["euc-jp", "utf-8", "\xe3\x81\x82"],
 ["SHIFT-JIS", "UTF-8", "\xe3\x81\x82"], ["UTF-8", "UTF-8", "\xff"]].each do |to, from, s|
  show("#{to}<#{from}") { c = RSS::Converter.new(to, from); [c.convert(s), c.instance_variables.sort, c.convert(1)] }
end
show(:bogus) { RSS::Converter.new("bogus", "UTF-8") }
show(:latin) { RSS::Converter.new("ISO-8859-1", "UTF-8").convert("caf\xc3\xa9\xe3\x81\x82") }
show(:maker) {
  r = RSS::Maker.make("2.0") { |m| m.encoding = "UTF-8"; m.channel.title = "\xe3\x81\x82"; m.channel.link = "l"; m.channel.description = "d"; m.items.new_item { |i| i.title = "x" } }
  r.output_encoding = "EUC-JP"
  r.to_s[/<title>.*?<\/title>/]
}
show(:b64) {
  e = RSS::Atom::Entry::Content.new
  e.type = "application/octet-stream"; e.content = "\0\1binary" * 3
  [e.to_s, RSS::Parser.parse("<entry xmlns='http://www.w3.org/2005/Atom'><id>i</id><title>t</title><updated>2000-01-01T00:00:00Z</updated><author><name>n</name></author><content type='application/octet-stream'>AAFi\naW5hcnk=</content></entry>").content.content]
}
