# String#clone of a string sharing a literal's buffer frees the empty
# buffer its allocation made: clone copies the ELTS_SHARED flag before
# initialize_copy, and the copy str_make_independent made of that buffer
# leaked 32 bytes per "q".clone (1.8.7 stays flat).
require "resident"
def growth
  20_000.times { yield }
  GC.start
  base = rss
  100_000.times { yield }
  GC.start
  rss - base
end
p growth { "q".clone } < 1024
p growth { "lit".freeze.clone } < 1024
a = "q"; b = a.clone; b << "x"
p [a, b]
class S < String; def initialize_copy(o); end; end
e = S.new("abc").clone; e << "1"
p e
