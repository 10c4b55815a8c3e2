# What Oniguruma allocates for a compiled Regexp counts toward the next
# collection, as a malloc by Ruby does: a loop that builds a dynamic
# Regexp each time grew by 24 MB before its first collection.
require "resident"
def grows_by(n)
  100.times { yield }   # warm-up
  GC.start
  before = rss
  n.times { yield }
  rss - before   # no GC.start: the garbage the loop leaves counts
end
x = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec"
p grows_by(3000) { /\b(#{x})[^-\d\s]*\s*(#{x})[^-\d\s]*(?:\s*(#{x}))?/i =~ "mar 3" } < 16384
