# String#gsub with a block keeps its result locked while the block runs:
# a continuation taken in the block and resumed after gsub returned
# raises as 1.8.7 does instead of appending to the old result.
require "helper"

reentry("gsub regexp") { "ab".gsub(/./) { cc; "x" } }
reentry("gsub one match") { "ab".gsub(/a/) { cc; "x" } }
reentry("gsub string pattern") { "ab".gsub("a") { cc; "x" } }
reentry("gsub!") { "ab".gsub!(/./) { cc; "x" } }
reentry("sub") { "ab".sub(/./) { cc; "x" } }
reentry("sub!") { "ab".sub!(/./) { cc; "x" } }
# without a continuation: the block still sees $~, the result is right,
# and the receiver changed in the block is still reported
p "abc".gsub(/b/) { $~[0].upcase + $` }
p "hello".gsub(/l/) { |m| m.upcase }
s = "ab"
p((s.gsub(/a/) { s << "x"; "y" } rescue $!))
r = "ab".gsub(/./) { |m| m * 2 }
r << "!"
p r
