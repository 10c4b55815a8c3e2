# Net::IMAP: an untagged response the parser does not know (or NAMESPACE)
# is a name and the text after its space; no space is a parse error
require 'net/imap'
parser = Net::IMAP::ResponseParser.new
["* NAMESPACE ((\"\" \"/\")) NIL NIL\r\n", "* garbage here\r\n", "* FOO  bar\r\n",
 "* FOO\r\n", "* 3 EXISTS\r\n", "* SEARCH\r\n"].each do |line|
  p((parser.parse(line) rescue [$!.class, $!.message]))
end
