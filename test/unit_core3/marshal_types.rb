require 'helper'
class MyStr < String; def initialize(*a); super; @iv = 1; end; attr_accessor :iv; end
class MyArr < Array; attr_accessor :iv; end
class MyHash < Hash; attr_accessor :iv; end
MySt = Struct.new(:a, :b)
class MyObj; attr_accessor :a; def initialize(a = nil); @a = a; end; def ==(o); o.class == self.class && o.a == a; end; end
class UD; attr_reader :x; def initialize(x); @x = x; end; def _dump(l); @x.to_s; end; def self._load(s); new(s.to_i); end; end
class MD; attr_reader :x; def initialize(x); @x = x; end; def marshal_dump; [@x]; end; def marshal_load(a); @x = a[0]; end; end
class MyRange < Range; end
class MyRe < Regexp; end
module Ext; end
vals = [nil, true, false, 0, -1, 255, 256, -256, 65536, -65537, 2**30, 2**31, 2**62 - 1, 2**62, -2**62, 2**64, -(2**100), 1.0, -0.0, 1.0/0, -1.0/0, 1.5e300, 1.0e-300, 0.1, 3.14159265358979, 123456789.0,
        "", "abc", "a\0b", :sym, :"with space", [], [1, [2, "x"]], {}, {1 => 2, "a" => [3]}, 1..2, 1...3, "a".."b", /ab+c/i, /x/mx, /u/n, Struct::new(:q).new(1),
        MySt.new(1, "s"), MyObj.new(MyObj.new(1)), Object, Kernel, Comparable, String, Time.utc(2001, 2, 3, 4, 5, 6, 7), UD.new(5), MD.new([1]), MyRange.new(1, 2)]
vals.each_with_index do |v, i|
  show("rt#{i} #{v.inspect[0, 30]}") { d = Marshal.dump(v); r = Marshal.load(d); [d.size, d.unpack("H*")[0][0, 60], (r == v || (v.is_a?(Float) && v.nan?) || v.is_a?(UD) || v.is_a?(MD) || v.is_a?(Struct)) , r.class] }
end
show(:nan) { Marshal.load(Marshal.dump(0.0/0)).nan? }
show(:negzero) { 1 / Marshal.load(Marshal.dump(-0.0)) }
show(:ud) { Marshal.load(Marshal.dump(UD.new(7))).x }
show(:md) { Marshal.load(Marshal.dump(MD.new(8))).x }
s = MyStr.new("hi"); s.iv = [1]
show(:mystr) { r = Marshal.load(Marshal.dump(s)); [r.class, r, r.iv] }
a = MyArr[1, 2]; a.iv = :x
show(:myarr) { r = Marshal.load(Marshal.dump(a)); [r.class, r, r.iv] }
h = MyHash.new(5); h[1] = 2; h.iv = "q"
show(:myhash) { r = Marshal.load(Marshal.dump(h)); [r.class, r, r.iv, r.default, r[9]] }
show(:hash_default_proc) { Marshal.dump(Hash.new {}) }
show(:hash_default) { r = Marshal.load(Marshal.dump(Hash.new(3))); r[1] }
str = "x"; str.instance_variable_set(:@foo, 3)
show(:str_ivar) { Marshal.load(Marshal.dump(str)).instance_variable_get(:@foo) }
arr = [1]; arr.instance_variable_set(:@bar, 4)
show(:arr_ivar) { Marshal.load(Marshal.dump(arr)).instance_variable_get(:@bar) }
re = /a/; re.instance_variable_set(:@r, 5)
show(:re_ivar) { Marshal.load(Marshal.dump(re)).instance_variable_get(:@r) }
show(:ext) { o = Object.new; o.extend(Ext); d = Marshal.dump(o); [d, Marshal.load(d).singleton_class rescue Marshal.load(d).is_a?(Ext)] }
show(:ext_str) { o = "a"; o.extend(Ext); Marshal.load(Marshal.dump(o)).is_a?(Ext) }
show(:singleton) { o = Object.new; def o.x; end; Marshal.dump(o) }
show(:proc) { Marshal.dump(proc {}) }
show(:io) { Marshal.dump($stdout) }
show(:method) { Marshal.dump(1.method(:+)) }
show(:anon_class) { Marshal.dump(Class.new) }
show(:anon_mod) { Marshal.dump(Module.new) }
show(:anon_obj) { Marshal.dump(Class.new.new) }
show(:anon_struct) { Marshal.dump(Struct.new(:a).new(1)) }
show(:binding) { Marshal.dump(binding) }
show(:thread) { Marshal.dump(Thread.current) }
show(:mutex_like) { Marshal.dump(Object.new.method(:inspect).unbind) }
show(:cyclic) { x = [1]; x << x; r = Marshal.load(Marshal.dump(x)); r[1].equal?(r) }
show(:cyclic_h) { x = {}; x[:s] = x; r = Marshal.load(Marshal.dump(x)); r[:s].equal?(r) }
show(:shared) { s = "a"; r = Marshal.load(Marshal.dump([s, s])); r[0].equal?(r[1]) }
show(:shared_dump) { s = "a"; Marshal.dump([s, s, :b, :b, 1.5, 1.5]) }
show(:depth) { Marshal.dump([[[1]]], 2) }
show(:depth_ok) { Marshal.dump([[[1]]], 3) }
show(:depth_neg) { Marshal.dump([[[1]]], -1) }
show(:depth_deep) { x = []; y = x; 2000.times { z = []; y << z; y = z }; Marshal.load(Marshal.dump(x)).size }
show(:io_dump) { require 'stringio'; io = StringIO.new; Marshal.dump([1], io); io.string }
show(:io_load) { require 'stringio'; Marshal.load(StringIO.new(Marshal.dump([1, "a"]))) }
show(:dump_io_bad) { Marshal.dump(1, Object.new) }
show(:load_proc) { a = []; Marshal.load(Marshal.dump([1, "a", [2]]), proc { |x| a << x.inspect }); a }
show(:load_short) { Marshal.load("\004\b") }
show(:load_empty) { Marshal.load("") }
show(:load_bad_ver) { Marshal.load("\003\000") }
show(:load_minor) { Marshal.load("\004\011i\006") }
show(:load_minor_lower) { Marshal.load("\004\007i\006") }
show(:load_trunc) { Marshal.load(Marshal.dump("abcdef")[0..-2]) }
show(:load_trunc2) { Marshal.load(Marshal.dump([1, 2, 3])[0..-2]) }
show(:load_unknown_class) { Marshal.load("\004\bo:\010Nope\000") }
show(:load_bad_type) { Marshal.load("\004\bZ") }
show(:load_nil) { Marshal.load(nil) }
show(:load_int) { Marshal.load(1) }
show(:load_symlink_bad) { Marshal.load("\004\b;\000") }
show(:load_link_bad) { Marshal.load("\004\b@\000") }
show(:load_mod_as_class) { Marshal.load("\004\bc\013Kernel") }
show(:load_class_as_mod) { Marshal.load("\004\bm\013String") }
show(:load_ud_nomethod) { Marshal.load("\004\bIu:\013Object\006a\006:\006ET") rescue $!.class }
show(:load_nomarshal_load) { Marshal.load("\004\bU:\013Object[\000") }
show(:struct_mismatch) { S2 = Struct.new(:x); d = Marshal.dump(S2.new(1)); Object.send(:remove_const, :S2); S2 = Struct.new(:y); Marshal.load(d) }
show(:float_str) { [1.0, 100.0, 1.0e100, 1.0/3, 0.1, 2.0**70].map { |f| Marshal.dump(f)[3..-1] } }
show(:bignum_dump) { [2**70, -(2**70), 2**32, 2**31 - 1].map { |x| Marshal.dump(x).unpack("H*")[0] } }
show(:fixnum_dump) { [0, 1, 122, 123, -123, -124, 255, 256, -256, -257, 2**30 - 1, 2**30, -(2**30), -(2**30) - 1].map { |x| Marshal.dump(x).unpack("H*")[0] } }
show(:sym_dump) { Marshal.dump([:a, :a, :b]) }
show(:class_dump) { [Marshal.dump(String), Marshal.dump(Kernel), Marshal.dump(File::Stat)] }
show(:obj_dump) { Marshal.dump(MyObj.new(1)) }
show(:time_dump) { Marshal.dump(Time.utc(2000, 1, 1, 0, 0, 0, 5)).unpack("H*") }
show(:version) { [Marshal::MAJOR_VERSION, Marshal::MINOR_VERSION] }
show(:exc) { e = Marshal.load(Marshal.dump(RuntimeError.new("boom"))); [e.class, e.message, e.backtrace] }
show(:exc_bt) { e = (raise "x" rescue $!); r = Marshal.load(Marshal.dump(e)); r.backtrace.class }
show(:taint_load) { Marshal.load(Marshal.dump("a")).tainted? }
show(:taint_load2) { Marshal.load(Marshal.dump("a").taint).tainted? }
show(:frozen_load) { Marshal.load(Marshal.dump("a".freeze)).frozen? }
show(:ud_bad_ret) { c = Class.new; Object.const_set(:UDB, c); def c._load(s); 1; end; c.class_eval { def _dump(l); 1; end }; Marshal.dump(c.new) }
show(:md_self) { c = Class.new; Object.const_set(:MDS, c); c.class_eval { def marshal_dump; self; end }; Marshal.dump(c.new) rescue $!.class }
show(:user_class_of_data) { Marshal.dump(Object.new.method(:hash)) }
show(:nested_iv) { o = MyObj.new([MyObj.new(:z), "q"]); r = Marshal.load(Marshal.dump(o)); r == o }
show(:extended_hash) { h = {}; h.extend(Ext); Marshal.dump(h) }
show(:range_iv) { Marshal.dump(1..2) }
show(:str_marshal_encoding) { Marshal.dump("\xff") }
show(:dump_limit_str) { Marshal.dump("a", 0) }
show(:dump_limit_0) { Marshal.dump([1], 0) }
show(:struct_ivar) { s = MySt.new(1, 2); s.instance_variable_set(:@iv, 3); r = Marshal.load(Marshal.dump(s)); [r, r.instance_variable_get(:@iv)] }
show(:obj_ivar_order) { o = Object.new; o.instance_variable_set(:@b, 1); o.instance_variable_set(:@a, 2); Marshal.dump(o) }
