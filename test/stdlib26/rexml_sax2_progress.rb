# SAX2Parser's :progress events as 1.8.7's: where the unconsumed text
# first occurs in the input (so it may go back), 0 at the end, nil when
# the input was decoded from another encoding
require 'rexml/parsers/sax2parser'
["<?xml version='1.0' standalone='no'?>\n<a/>\n", "<a><b>x</b><b>x</b></a>", "<a>\n<b/>\n<c/>\n</a>",
 "<?xml version='1.0' encoding='ISO-8859-1'?><a>\xe9</a>", "<a x='1'>t<![CDATA[c]]><!--m--></a>"].each do |s|
  a = []
  pr = REXML::Parsers::SAX2Parser.new(s)
  pr.listen(:progress) { |n| a << n }
  pr.listen(:start_element) { |u, l, q, at| a << q }
  pr.parse
  p a
end
