# REXML's XPath with a number literal beyond Fixnum, as 1.8.7: copying a
# function's arguments or a predicate raises TypeError
# (a Bignum has no allocator); elsewhere the number is used
require 'rexml/document'
require "helper"
d = REXML::Document.new("<r><a n='1'/></r>")
["100000000000000000000", "100000000000000000000 + 1", "string(100000000000000000000)",
 "concat(1, 2, 1 + 100000000000000000000)", "true(100000000000000000000)",
 "//a[100000000000000000000]", "//a[count(.) = 100000000000000000000]",
 "//x[100000000000000000000]", "//a[1 or 100000000000000000000]",
 "100000000000000000000 = 1"].each do |e|
  show(e) { REXML::XPath.match(d, e) }
end
