# Marshal.dump writes each object's class path (looked up once per dump):
# repeated classes and subclasses of String/Array/Hash, a constant removed
# or reassigned by a hook during the dump, anonymous and nested classes
require "helper"
Pt = Struct.new(:x, :y)
class MyStr < String; end
class MyArr < Array; end
module Outer; class Inner; def initialize(v); @v = v; end; end; end
show("repeated") { Marshal.dump([Pt.new(1, 2), Pt.new(3, 4), MyStr.new("a"), MyStr.new("b"), MyArr[1], Outer::Inner.new(1), Outer::Inner.new(2)]).unpack("H*")[0] }
show("round trip") { x = Marshal.load(Marshal.dump([Pt.new(1, 2), MyStr.new("s"), Outer::Inner.new(3)])); [x[0].class, x[0].to_a, x[1].class, x[2].class] }
class Gone; def initialize(i); @i = i; end; end
class Remover
  def _dump(lv); Object.send(:remove_const, :Gone) if Object.const_defined?(:Gone); "r"; end
  def self._load(s); new; end
end
show("removed mid-dump") { g = Gone.new(1); Marshal.dump([g, Remover.new, g.class.allocate]) }
class Swap; end
class Swapper
  def _dump(lv); Object.send(:remove_const, :Swap); Object.const_set(:Swap, Class.new); "s"; end
end
show("reassigned mid-dump") { old = Swap; Marshal.dump([old.new, Swapper.new, old.new]) }
show("anonymous") { begin; Marshal.dump(Class.new.new); rescue TypeError => e; e.message.sub(/0x[0-9a-f]+/, "X"); end }
show("anonymous struct") { begin; Marshal.dump(Struct.new(:a).new(1)); rescue TypeError => e; e.message.sub(/0x[0-9a-f]+/, "X"); end }
show("named later") { k = Class.new; o = k.new; Object.const_set(:Later, k); Marshal.dump([o, o.class.new]).size }
show("module value") { Marshal.dump([Outer, Outer::Inner, Comparable]) }
