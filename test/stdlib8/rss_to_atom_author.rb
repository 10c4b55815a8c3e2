# converting RSS 2.0 to Atom: no channel author is needed when every item
# has one; otherwise the channel's missing author is reported first
require 'rss'
base = %Q{<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>T</title><link>http://x/</link><description>D</description><pubDate>Sat, 07 Sep 2002 00:00:01 GMT</pubDate>}
[["<managingEditor>m@x</managingEditor>", ""], ["", ""], ["<webMaster>w@x</webMaster>", ""], ["<dc:creator>dcc</dc:creator>", ""],
 ["<managingEditor>m@x</managingEditor>", "<item><title>i</title><link>http://x/i</link><author>ia</author><pubDate>Sat, 07 Sep 2002 00:00:01 GMT</pubDate></item>"],
 ["", "<item><title>i</title><link>http://x/i</link><category>c</category></item>"]].each do |ch, it|
  r = RSS::Parser.parse(base + ch + it + "</channel></rss>")
  puts((r.to_feed("atom") { |m| m.channel.about = "urn:x" }.to_s rescue "#{$!.class}: #{$!.message}"))
end
