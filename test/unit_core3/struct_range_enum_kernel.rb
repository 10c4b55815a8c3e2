require 'helper'
S1 = Struct.new(:a, :b)
show(:st_new) { [S1.new, S1.new(1), S1.new(1, 2).to_a, S1.members, S1.new(1, 2).members] }
show(:st_too_many) { S1.new(1, 2, 3) }
show(:st_named) { Struct.new("Named1", :x).name }
show(:st_named_dup) { Struct.new("Named1", :x).name }
show(:st_bad_name) { Struct.new("lower", :x) }
show(:st_bad_member) { Struct.new(1) }
show(:st_str_member) { Struct.new(:a, "b").members }
show(:st_noargs) { Struct.new }
show(:st_noargs2) { Struct.new("Named2").new.to_a }
show(:st_blk) { Struct.new(:a) { def hi; a * 2; end }.new(3).hi }
show(:st_aref) { s = S1.new(1, 2); [s[0], s[-1], s[:a], s["b"]] }
show(:st_aref_bad) { S1.new[2] }
show(:st_aref_bad2) { S1.new[-3] }
show(:st_aref_bad3) { S1.new[:c] }
show(:st_aref_bad4) { S1.new["c"] }
show(:st_aref_bad5) { S1.new[1.5] }
show(:st_aset) { s = S1.new; s[0] = 1; s[:b] = 2; s }
show(:st_aset_frozen) { s = S1.new.freeze; s.a = 1 }
show(:st_aset_frozen2) { s = S1.new.freeze; s[0] = 1 }
show(:st_eq) { [S1.new(1) == S1.new(1), S1.new(1).eql?(S1.new(1.0)), S1.new(1) == S1.new(1.0), S1.new(1).hash == S1.new(1).hash] }
show(:st_rec) { s = S1.new; s.a = s; [s.inspect, s.to_s, (s == s)] }
show(:st_each) { a = []; S1.new(1, 2).each { |x| a << x }; S1.new(1, 2).each_pair { |k, v| a << k << v }; a }
show(:st_values_at) { S1.new(1, 2).values_at(0, 1, 0..1) }
show(:st_values_at_bad) { S1.new(1, 2).values_at(3) }
show(:st_select) { S1.new(1, 2).select { |x| x > 1 } }
show(:st_size) { [S1.new.size, S1.new.length, S1.new.values] }
show(:st_sub) { class S1Sub < S1; end; [S1Sub.new(1).inspect, S1Sub.members] }
show(:st_dup) { s = S1.new(1, [2]); d = s.dup; d.a = 5; [s.a, d.b.equal?(s.b)] }
show(:st_inspect_anon) { Struct.new(:x).new(1).inspect }
show(:st_to_a_keys) { Struct::Tms.members rescue $!.class }
show(:st_setter_arity) { S1.new.method(:a=).arity }
show(:st_member_q) { S1.new.respond_to?(:a?) }
show(:st_const_redefine) { Struct.new("Named1", :y); Struct::Named1.members }
show(:range) { [(1..3).to_a, (1...3).to_a, ("a".."c").to_a, (1.0..2.0).include?(1.5), (1..3).step(2).to_a, (1..10).step(3).map { |x| x }, ("a".."e").step(2).to_a, (1.0..2.0).step(0.5).to_a] }
show(:range_step0) { (1..3).step(0) { } }
show(:range_step_neg) { (1..3).step(-1) { } }
show(:range_step_f) { r = []; (1..2).step(0.5) { |x| r << x }; r }
show(:range_float_each) { (1.0..2.0).each { } }
show(:range_bad) { 1.."a" }
show(:range_bad2) { Object.new..Object.new }
show(:range_eq) { [(1..2) == (1..2), (1..2).eql?(1..2.0), (1..2) == (1..2.0), (1..2).hash == (1..2).hash, (1..2) == (1...2)] }
show(:range_first) { [(1..3).first, (1..3).last, (1...3).last, (1..3).begin, (1..3).end, (1..3).min, (1...3).max, (3..1).min, (1.0..2.5).max] rescue $! }
show(:range_max_f) { (1...3.5).max }
show(:range_include) { [(1..3) === 2, (1..3) === 3.5, ("a".."z") === "bb", ("a".."z").include?("bb"), ("a".."z").member?("m"), (1..3).include?(nil)] rescue $! }
show(:range_to_s) { [(1..2).to_s, (1...2).inspect, ("a".."b").inspect, (1.0..2).to_s] }
show(:range_each_str) { a = []; ("y".."ab").each { |x| a << x }; a }
show(:range_each_sym) { (:a..:c).to_a rescue $!.class }
show(:range_exclude_end) { [(1..2).exclude_end?, (1...2).exclude_end?] }
show(:range_new) { [Range.new(1, 2), Range.new(1, 2, true), Range.new(1, 2, nil)] }
show(:range_new_bad) { Range.new(1, "a") }
show(:range_dup) { r = (1..2); r.dup == r }
show(:range_step_str) { ("a".."e").step(2) { } }
show(:range_each_big) { a = []; (2**64..2**64 + 2).each { |x| a << x }; a.size }
show(:range_size) { (1..3).respond_to?(:size) }
show(:range_count) { (1..10).count { |x| x.even? } }
show(:range_each_nonsucc) { (1.5..3).each { } }
show(:range_cover) { (1..3).respond_to?(:cover?) }
show(:range_sum) { (1..100).inject(:+) }
show(:range_minmax_blk) { (1..5).max { |a, b| -a <=> -b } }
class Foo; include Enumerable; def initialize(*a); @a = a; end; def each; @a.each { |x| yield x }; self; end; end
f = Foo.new(3, 1, 2, 1)
show(:en_basics) { [f.to_a, f.sort, f.min, f.max, f.include?(2), f.first, f.first(2), f.sort_by { |x| -x }, f.map { |x| x * 2 }, f.select { |x| x > 1 }, f.reject { |x| x > 1 }, f.partition { |x| x > 1 }, f.inject { |s, x| s + x }, f.inject(:+), f.entries, f.find { |x| x > 1 }, f.find_index(2), f.find_index { |x| x == 1 }, f.group_by { |x| x.odd? }.keys.sort_by { |x| x.to_s }, f.min_by { |x| -x }, f.max_by { |x| -x }, f.minmax, f.minmax_by { |x| -x }, f.count, f.count(1), f.to_a.size, f.zip([4, 5]), f.each_with_index.to_a, f.take(2), f.take_while { |x| x > 2 }, f.drop(2), f.drop_while { |x| x > 2 }, f.none?, f.one? { |x| x == 3 }, f.all?, f.any? { |x| x > 5 }, f.cycle.first(5) rescue $!] }
show(:en_each_slice) { r = []; f.each_slice(3) { |s| r << s }; r }
show(:en_each_slice_enum) { f.each_slice(2).to_a }
show(:en_each_cons) { f.each_cons(2).to_a }
show(:en_each_slice_bad) { f.each_slice(0) { } }
show(:en_each_cons_bad) { f.each_cons(0) { } }
show(:en_each_slice_neg) { f.each_slice(-1) { } }
show(:en_each_slice_nil) { f.each_slice(nil) { } }
show(:en_each_with_index) { r = []; f.each_with_index { |x, i| r << [x, i] }; r }
show(:en_enum_with_index) { f.enum_with_index.to_a }
show(:en_sort_bad) { Foo.new(1, "a").sort }
show(:en_min_bad) { Foo.new(1, "a").min }
show(:en_inject_empty) { Foo.new.inject(:+) }
show(:en_inject_sym_bad) { f.inject(:nope) }
show(:en_zip_blk) { r = []; f.zip(f) { |a| r << a }; r }
show(:en_sort_by_bad) { f.sort_by { |x| x.odd? ? "a" : 1 } }
show(:en_reverse_each) { f.respond_to?(:reverse_each) }
show(:en_each_entry) { f.respond_to?(:each_entry) }
show(:en_grep) { [Foo.new("a", 1, :b).grep(String), f.grep(1..2) { |x| x * 10 }] }
show(:en_member) { f.member?(3) }
show(:en_sort_blk) { f.sort { |a, b| b <=> a } }
show(:en_to_set) { require 'set'; f.to_set.size }
show(:enum_next) { e = [1, 2].each; [e.next, e.next, (e.next rescue $!.class), e.rewind.class, e.next] }
show(:enum_next_stop_msg) { e = [].each; e.next rescue $!.message }
show(:enum_with_index) { [1, 2].each.with_index.to_a rescue $!.class }
show(:enum_map_with_index) { [1, 2].map.with_index { |x, i| x * i } rescue $!.class }
show(:enum_for) { [[1, 2].enum_for(:each_slice, 1).to_a, [1, 2].to_enum.to_a, [1, 2].enum_for.class, [1, 2].enum_for(:map).with_index { |x, i| x + i }] rescue $! }
show(:enum_for_bad) { [1].enum_for(:nope).to_a }
show(:enum_new) { Enumerable::Enumerator.new([1, 2], :each_with_index).to_a }
show(:enum_inspect) { [1].each.inspect }
show(:enum_size) { [1].each.respond_to?(:size) }
show(:enum_each_noblk) { e = [1].each; e.each.equal?(e) }
show(:enum_str_each) { "ab".each_byte.to_a }
show(:enum_next_ext) { e = Foo.new(1, 2).to_enum; [e.next, e.next, (e.next rescue $!.class)] }
show(:enum_loop_stop) { e = [1, 2].each; r = []; loop { r << e.next }; r }
show(:comparable) { c = Class.new { include Comparable; attr_reader :v; def initialize(v); @v = v; end; def <=>(o); v <=> o.v; end }; a, b = c.new(1), c.new(2); [a < b, a <= a, a == c.new(1), a > b, a.between?(a, b), (a < 1 rescue $!.class), a == 1] }
show(:comparable_nil) { c = Class.new { include Comparable; def <=>(o); nil; end }; [c.new == c.new, (c.new < c.new rescue $!.message.sub(/#<.*>/, "X"))] }
show(:comparable_raise) { c = Class.new { include Comparable; def <=>(o); raise "x"; end }; c.new == c.new }
show(:comparable_same) { c = Class.new { include Comparable; def <=>(o); raise "x"; end }; x = c.new; x == x }
show(:objspace) { [ObjectSpace.each_object(Class) { }.class, ObjectSpace.respond_to?(:count_objects), ObjectSpace._id2ref(nil.object_id), ObjectSpace._id2ref(1.object_id), ObjectSpace._id2ref(:a.object_id)] }
show(:id2ref_bad) { ObjectSpace._id2ref(12345678) }
show(:finalizer) { pid = fork { o = Object.new; ObjectSpace.define_finalizer(o, proc { |id| puts "fin #{id.class}" }); o = nil; exit }; Process.wait(pid); $?.exitstatus }
show(:finalizer_bad) { ObjectSpace.define_finalizer(Object.new, 1) }
show(:finalizer_imm) { ObjectSpace.define_finalizer(1, proc {}) }
show(:undefine_fin) { o = Object.new; ObjectSpace.define_finalizer(o, proc {}); ObjectSpace.undefine_finalizer(o).equal?(o) }
show(:gc) { [GC.start, GC.enable, GC.disable, GC.disable, GC.enable, GC.enable] }
show(:gc_stress) { GC.respond_to?(:stress) }
show(:gc_garbage_collect) { ObjectSpace.garbage_collect }
show(:each_object_mod) { n = 0; ObjectSpace.each_object(Comparable.singleton_class) { n += 1 } rescue $!.class }
show(:catch) { [catch(:x) { throw :x, 5 }, catch(:x) { throw :x }, catch(:x) { 7 }, catch("s") { throw "s", 1 } ] rescue $! }
show(:throw_bad) { throw :nope }
show(:throw_bad_str) { throw "nope" }
show(:throw_noarg) { throw }
show(:catch_noarg) { catch { } }
show(:caller) { def cm; caller(0)[0]; end; [cm, caller.class, caller(100)] }
show(:caller_neg) { caller(-1) }
show(:rand) { srand(42); a = [rand(10), rand, rand(1.5), rand(-5), rand(0).class, rand(nil).class, rand(2**70).class]; srand(42); b = [rand(10), rand, rand(1.5), rand(-5), rand(0).class, rand(nil).class, rand(2**70).class]; a == b }
show(:srand_ret) { srand(5); srand(6) }
show(:rand_vals) { srand(1); [rand(100), rand(100), rand(2**40), (rand * 1000).to_i] }
show(:rand_bad) { rand("a") }
show(:srand_bad) { srand("a") }
show(:format) { format("%s", 1) }
show(:Integer_to_int) { o = Object.new; def o.to_int; 5; end; Integer(o) }
show(:Integer_to_i) { o = Object.new; def o.to_i; 6; end; Integer(o) }
show(:Integer_obj) { Integer(Object.new) }
show(:Float_obj) { Float(Object.new) }
show(:Array_to_a) { o = Object.new; def o.to_a; [1]; end; Array(o) }
show(:Array_to_ary_bad) { o = Object.new; def o.to_ary; 1; end; Array(o) }
show(:String_bad) { o = Object.new; def o.to_s; 1; end; String(o) }
show(:loop_stop) { loop { raise StopIteration }; :after }
show(:loop_stop_result) { e = [1].each; e.next; loop { e.next } }
show(:obj_methods) { o = Object.new; [o.respond_to?(:instance_variable_defined?), o.singleton_methods, o.frozen?, o.tainted?, o.instance_variables, nil.to_a, nil.to_s, nil.inspect, nil & true, nil | 1, true ^ true, true & 3, false ^ nil] }
show(:obj_inspect_ivars) { o = Object.new; o.instance_variable_set(:@a, 1); o.inspect.sub(/0x\h+/, "X") }
show(:obj_to_s) { Object.new.to_s.sub(/0x\h+/, "X") }
show(:obj_ivar_bad) { Object.new.instance_variable_get("a") }
show(:obj_ivar_bad2) { Object.new.instance_variable_set(:a, 1) }
show(:obj_send_noarg) { Object.new.send }
show(:obj_method_missing) { Object.new.nope }
show(:obj_private) { Object.new.puts }
show(:obj_protected) { c = Class.new { protected; def x; end }; c.new.x }
show(:nil_method) { nil.nope }
show(:obj_freeze_ivar) { o = Object.new.freeze; o.instance_variable_set(:@a, 1) }
show(:obj_dup_singleton) { o = Object.new; def o.x; 1; end; [o.clone.x, (o.dup.x rescue $!.class)] }
show(:obj_dup_frozen) { [Object.new.freeze.dup.frozen?, Object.new.freeze.clone.frozen?] }
show(:dup_imm) { [(1.dup rescue $!), (nil.dup rescue $!), (:a.clone rescue $!)] }
show(:extend_bad) { Object.new.extend(1) }
show(:extend_none) { Object.new.extend }
show(:instance_of_bad) { 1.instance_of?(1) }
show(:kind_of_bad) { 1.kind_of?(1) }
show(:obj_eq) { o = Object.new; [o == o, o.eql?(o), o.equal?(o), o === o, o =~ o, o !~ o] rescue $! }
show(:obj_id) { [nil.object_id, true.object_id, false.object_id, 1.object_id, 0.object_id] }
show(:singleton_imm) { def (1).x; end }
show(:singleton_sym) { class << :a; end }
show(:define_singleton_nil) { def nil.zz; 1; end; nil.zz }
