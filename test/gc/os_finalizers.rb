# ObjectSpace finalizers: define/undefine, run at exit in 1.8.7's order
$stdout.sync = true
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
class Thing; end
a = Thing.new
b = Thing.new
c = "str"
t(:define_ret) { r = ObjectSpace.define_finalizer(a, proc { |id| puts "fin a #{id == $a_id}" }); [r.class, r[0], r[1].class] }
$a_id = a.object_id
t(:define_second) { ObjectSpace.define_finalizer(a, proc { puts "fin a second" })[0] }
t(:define_b) { ObjectSpace.define_finalizer(b, proc { puts "fin b" }); :ok }
t(:define_c) { ObjectSpace.define_finalizer(c, lambda { |id| puts "fin c" }); :ok }
t(:define_block) { r = ObjectSpace.define_finalizer(Thing.new) { }; [r[0], r[1].class] }
t(:define_noproc) { ObjectSpace.define_finalizer(a, 5) }
def fin_m(id); puts "method fin #{id.class}"; end
t(:define_method_obj) { ObjectSpace.define_finalizer(b, method(:fin_m)); :ok }
t(:define_frozen) { ObjectSpace.define_finalizer("x".freeze, proc {})[0] }
t(:define_immediate) { ObjectSpace.define_finalizer(1, proc {}) }
t(:define_nil) { ObjectSpace.define_finalizer(nil, proc {}) }
t(:define_sym) { ObjectSpace.define_finalizer(:s, proc {}) }
t(:define_noargs) { ObjectSpace.define_finalizer }
d = Thing.new
ObjectSpace.define_finalizer(d, proc { puts "fin d (undefined, never runs)" })
t(:undefine_ret) { ObjectSpace.undefine_finalizer(d).equal?(d) }
t(:undefine_none) { ObjectSpace.undefine_finalizer(Thing.new).class }
t(:undefine_imm) { ObjectSpace.undefine_finalizer(1) }
e = Thing.new
ObjectSpace.define_finalizer(e, proc { raise "error in finalizer" })
f = Thing.new
ObjectSpace.define_finalizer(f, proc { puts "fin f after error" })
at_exit { puts "at_exit runs first" }
puts "end of script"
