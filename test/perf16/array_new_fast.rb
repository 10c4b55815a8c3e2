# Class#new of a plain Array without a frame (rb_ary_init_fast): the same
# arrays and errors as Array#initialize, and the general path where it must
require "helper"
show("forms") { [Array.new, Array.new(0), Array.new(3), Array.new(2, :x), Array.new(2) { |i| i * 10 }, Array.new([1, 2])] }
show("same object filled") { a = Array.new(3, "s"); a.map { |e| e.object_id }.uniq.size }
show("negative") { Array.new(-1) }
show("too big") { Array.new(2**62) }
show("not a number") { Array.new("3") }
show("float size") { Array.new(2.7, 0) }
show("three args") { Array.new(1, 2, 3) }
show("$SAFE 4") { proc { $SAFE = 4; a = Array.new(2, 0); [a, a.tainted?, a.frozen?] }.call }
show("re-initialize frozen") { a = [1].freeze; a.send(:initialize, 2) }
class Sub < Array; end
show("subclass") { s = Sub.new(2, 1); [s, s.class] }
class Array
  alias orig_init initialize
  def initialize(*a); orig_init(*a); push(:init); end
end
show("Array#initialize redefined") { [Array.new, Array.new(2, 0)] }
class Array
  alias initialize orig_init
end
show("restored") { [Array.new(1, 0), Array.new(2)] }
