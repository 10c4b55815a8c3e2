# Class#new's allocator (object.c keeps the last class's) and its check:
# classes made and dropped in turn with other parents, subclasses of Array,
# Array#initialize redefined, Array.allocate redefined, allocation errors
require "helper"
# (a dropped class's slot is taken again by the next one, its parent another)
def mk(parent)
  k = Class.new(parent)
  o = k.new
  [o.class.superclass, o.is_a?(parent)]
end
r = []
200.times do |i|
  r << mk([Array, String, Hash, Object, Exception][i % 5])
  GC.start
end
p r.uniq, r.size
class SubA < Array; end
show("sub") { [SubA.new(3, 0), SubA.new(2, 1).class, Array.new(2, :a).class] }
show("class class") { Class.new(Class).new }
show("singleton") { (class << "x"; self; end).new }
show("uninit") { Class.allocate.new }
show("Object") { Object.new.class }
class << Array; def allocate; :redefined; end; end
show("allocate redefined") { [Array.new(2, 7), Array.allocate] }
class << Array; remove_method :allocate; end
show("allocate back") { Array.allocate }
class Array
  alias orig_init initialize
  def initialize(*a) orig_init(*a); push(:init) end
end
show("init redefined") { [Array.new(1, 5), SubA.new(1)] }
class Array
  alias initialize orig_init
end
show("init back") { [Array.new(1, 5), SubA.new(1)] }
show("negative") { Array.new(-1) }
begin
  Array.new(-1)
rescue ArgumentError => e
  p e.backtrace[0, 2].map { |l| l.sub(/^.*:\d+:/, "") }
end
# what Array.new's frameless initialize must leave to the call
show("block") { Array.new(3) { |i| i * 2 } }
show("block and value") { Array.new(2, 0) { |i| i } }
show("from array") { Array.new([1, 2]) }
show("float size") { Array.new(2.7, :f) }
show("bignum") { Array.new(2**70) }
show("three args") { Array.new(1, 2, 3) }
show("none") { [Array.new, Array.new(0), Array.new(0, 1)] }
calls = []
set_trace_func proc { |e, f, l, m, b, k| calls << [e, m, k] if e =~ /c-/ }
Array.new(2, 1)
set_trace_func nil
p calls
class Array; private; def initialize(*a) super(*a); push(:priv) end; end
show("private redefined") { Array.new(1) }
