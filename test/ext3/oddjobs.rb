# the less common corners of the 1.8 API (fixtures/oddjobs: a String and an
# Array filled through RSTRING()->ptr / RARRAY()->ptr with their len set
# directly, rb_struct_define, rb_proc_new, rb_define_hooked_variable,
# rb_thread_create, rb_catch/rb_throw, rb_cvar_*, rb_call_super,
# rb_obj_instance_eval, rb_eval_string_protect, rb_thread_local_aset,
# rb_range_beg_len, rb_reg_nth_match, rb_time_new, rb_marshal_dump/load,
# rb_hash_foreach, rb_str_format, rb_apply, rb_str_split, rb_set_end_proc,
# rb_singleton_class, rb_extend_object) built against the installed
# headers; expected output: its Ruby model (fixtures/oddjobs/model.rb)
# run by 1.8.7
class OddBase
  def greet(name = "you") "hello #{name}" end
end
require "fixtures/ext3"
require "helper"
Ext3.load("oddjobs")

show("repeat") { Odd.repeat("ab", 3) }
show("repeat big") { s = Odd.repeat("xyz", 5000); [s.size, s[-3..-1], s.count("x")] }
show("repeat 0") { Odd.repeat("ab", 0) }
show("repeat neg") { Odd.repeat("ab", -1) }
show("repeat type") { Odd.repeat(nil, 1) }
show("squares") { Odd.squares(6) }
show("squares big") { a = Odd.squares(300); GC.start; [a.size, a.last, a.inject(0) {|s, x| s + x }] }
show("squares grow") { a = Odd.squares(3); a << 99; a.push(*Odd.squares(2)); a }
show("pair") { pr = Odd::Pair.new(3, 4); [pr.sum, pr.class.name, pr.members, Odd::Pair == Struct::OddPair] }
show("adder") { ad = Odd.adder(10); [ad.call(5), ad.class, ad.arity, [1, 2].map(&Odd.adder(100))] }
show("hooked") { $odd_hooked = 5; $odd_hooked + 1 }
show("hooked bad") { $odd_hooked = "x" }
q = []
t = Odd.c_thread(q)
show("c thread") { [t.value, q, t[:mark], t.alive?] }
show("catch") { Odd.catch_it }
class Counter; end
show("cvar") { [Odd.bump_cvar(Counter, 2), Odd.bump_cvar(Counter, 3), Counter.class_variables] }
show("super") { [OddChild.new.greet, OddChild.new.greet("bob")] }
show("instance_eval") { Odd.ieval([1, 2, 3], "size + first") }
show("eval ok") { Odd.eval_protect("[1, 2].reverse") }
show("eval raise") { Odd.eval_protect("raise IndexError") }
show("eval syntax") { Odd.eval_protect("1 +") }
[[0..2, 5], [-3..-1, 5], [1...1, 5], [5..9, 5], [6..9, 5], [-9..1, 5], [2..-1, 5], ["x", 5]].each do |r, len|
  show("beg_len #{r.inspect} #{len}") { Odd.beg_len(r, len) }
end
show("groups") { Odd.groups(/(\w+)@(\w+)?/, "mail: joe@ here") }
show("groups none") { Odd.groups(/z(z)/, "abc") }
show("time") { tm = Odd.time(86400 * 365, 250000); [tm.to_i, tm.usec, tm.utc.to_s] }
show("marshal") { Odd.marshal_copy([1, "two", :three, {4 => 5.0}, Odd::Pair.new(1, 2)]) }
show("hash_sum") { Odd.hash_sum({"a" => 1, "b" => 2, "c" => 3.5}) }
show("fmt") { Odd.fmt("%05.1f|%-4s|%x", 3.14159, "ab", 255) }
show("apply") { Odd.apply("abc", :center, [7, "*"]) }
show("apply private") { Odd.apply(Kernel, :format, ["%d", 3]) }
show("split") { Odd.split("a,b,,c,,") }
o = Object.new
show("singleton") { [Odd.singleton(o), o.odd?, o.singleton_methods.sort] }
Odd.at_exit_say("end proc from C")
at_exit { puts "at_exit from Ruby" }
puts "main done"
h = {:a => 1, "s" => 2, 3 => 4}
show("st_put") { Odd.st_put(h, :b, 5); Odd.st_put(h, 3, 6); [h.size, h[:b], h[3], h.keys.map {|k| k.to_s }.sort] }
show("st_get") { [Odd.st_get(h, :a), Odd.st_get(h, "s"), Odd.st_get(h, 3.0), Odd.st_get(h, 3), Odd.st_get(h, :zz)] }
show("st_put type") { Odd.st_put([], 1, 2) }
show("st after rehash") { 50.times {|i| Odd.st_put(h, i + 100, i) }; [h.size, h[149], Odd.st_get(h, 120)] }
