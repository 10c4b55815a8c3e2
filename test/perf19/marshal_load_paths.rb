# Marshal.load reads Symbols and Floats in place and looks up a plain class
# name by its Symbol: every type round trip, class paths plain and nested,
# through a String and an IO, and the errors on bad data
require "helper"
require "stringio"
Pt = Struct.new(:x, :y)
class MyStr < String; end
class MyArr < Array; end
class MyHash < Hash; end
module Outer; class Inner; def initialize(v); @v = v; end; attr_reader :v; end; Deep = Struct.new(:a); end
module Ext; end
class UD; def initialize(s); @s = s; end; def _dump(lv); @s; end; def self._load(s); new(s * 2); end; attr_reader :s; end
class MD; def initialize(a); @a = a; end; def marshal_dump; [@a]; end; def marshal_load(x); @a = x[0]; end; attr_reader :a; end
o = Object.new; o.instance_variable_set(:@iv, [1, :iv])
e = "ext"; e.extend(Ext)
h = Hash.new(5); h[:k] = 1.5
objs = [nil, true, false, 0, -1, 2**30, -2**31, 2**62, -2**70, 1.5, -0.0, 1e300, 1.0 / 0, -1.0 / 0,
        0.1, 2.5e-3, 1e22, 1e23, 123456.789, :sym, :sym, :"with space", "str", "", "str",
        [1, [2, [3]]], { 1 => 2, "a" => :b }, h, 1..5, "a"..."z", /re+/i, Pt.new(1, "y"), Pt.new(2, 3),
        MyStr.new("ms"), MyArr[1, 2], MyHash[1, 2], Outer::Inner.new(:in), Outer::Deep.new(9), o, e,
        UD.new("u"), MD.new(7), Outer, Outer::Inner, Comparable, String, Time.at(0).utc.class]
dumped = Marshal.dump(objs)
[["string", lambda { Marshal.load(dumped) }], ["io", lambda { Marshal.load(StringIO.new(dumped)) }]].each do |name, ld|
  r = ld.call
  show("#{name} classes") { r.map { |x| x.class } }
  show("#{name} values") { r[0, 31].map { |x| x.is_a?(Float) ? [x].pack("E").unpack("Q")[0] : x } }
  show("#{name} nan") { x = Marshal.load(Marshal.dump(0.0 / 0)); x.nan? }
  show("#{name} objects") { [r[31].to_a, r[32].to_a, r[33], r[36].v, r[37].a, r[38].instance_variable_get(:@iv), r[39].singleton_methods, (class << r[39]; ancestors.first(2); end), r[40].s, r[41].a, r[27].default] }
  show("#{name} sym link") { r[19].equal?(r[20]) }
  show("#{name} str dup") { r[22].equal?(r[24]) }
end
show("proc") { a = []; Marshal.load(Marshal.dump([:a, 1.5, "s"]), lambda { |x| a << x.class; x }); a }
bad = lambda { |s| begin; Marshal.load(s); rescue Exception => ex; "#{ex.class}: #{ex.message}"; end }
show("undefined class") { bad["\004\bo:\fNoSuchK\000"] }
show("undefined nested") { bad["\004\bo:\022Outer::NoSuch\000"] }
show("not a class") { bad["\004\bS:\017Comparable\000"] }
show("not a class o") { bad["\004\bo:\017Comparable\000"] }
show("constant not class") { bad["\004\bo:\021RUBY_VERSION\000"] }
show("anonymous path") { bad["\004\bo:\t#<Cl\000"] }
show("lower name") { bad["\004\bo:\bfoo\000"] }
show("empty name") { x = bad["\004\bo:\000\000"]; x.class }
show("extended not module") { bad["\004\be:\vString\"\006a"] }
show("extended undefined") { bad["\004\be:\nNoMod\"\006a"] }
show("struct not struct") { bad["\004\bS:\vString\000"] }
show("short symbol") { bad["\004\b:\nab"] }
show("short float") { bad["\004\bf\n1.5"] }
show("neg float len") { bad["\004\bf\3771"] }
show("bad symlink") { bad["\004\b;\006"] }
show("float text") { ["1.5", "3.e5", "1e", "nan", "-inf", "1.5\0001", "abc"].map { |t| x = Marshal.load("\004\bf" + (t.size + 5).chr + t); x.nan? ? :nan : [x].pack("E").unpack("Q")[0] } }
show("long float text") { x = Marshal.load("\004\bf" + (70 + 5).chr + "1." + "3" * 68); [x].pack("E").unpack("Q")[0] }
show("struct order") { bad["\004\bS:\aPt\a:\006yi\006:\006xi\a"] }
