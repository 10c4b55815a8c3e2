# $SAFE = 4: no change to untainted classes, constants, variables, globals, threads
class K; @@a = 1; C = 1; end
o = Object.new; o.instance_variable_set(:@a, 1)
$out = [].taint
def try(label)
  r = yield
  $out << "#{label}: ok #{r.inspect}"
rescue Exception => e
  $out << "#{label}: #{e.class}: #{e.message}"
end
proc { $SAFE = 4
try("remove_const") { K.send(:remove_const, :C) }
try("remove_cvar") { K.send(:remove_class_variable, :@@a) }
try("remove_ivar") { o.send(:remove_instance_variable, :@a) }
try("cvar set") { K.send(:class_variable_set, :@@a, 2) }
try("remove_method") { K.send(:remove_method, :to_s) }
try("undef_method") { K.send(:undef_method, :to_s) }
try("define_method") { K.send(:define_method, :x) {} }
try("attr") { K.send(:attr_accessor, :x) }
try("include") { K.send(:include, Comparable) }
try("extend") { o.extend(Comparable) }
try("freeze") { o.freeze }
try("taint") { o.taint }
try("untaint") { o.untaint }
try("const_missing") { K::Nope }
try("class_eval str") { K.class_eval("1") }
try("instance_eval") { o.instance_eval { @a } }
try("ivar get") { o.instance_variable_get(:@a) }
try("Object.new ivar") { x = Object.new; x.instance_variable_set(:@b, 1); x.instance_variable_get(:@b) }
try("singleton def") { def o.foo; end }
try("Class.new def") { Class.new { def foo; end; attr_accessor :q }.new.foo }
try("Signal.trap") { Signal.trap("INT", "DEFAULT") }
try("exit!") { exit!(0) if false; :skip }
try("Thread.abort_on_exception=") { Thread.abort_on_exception = false }
try("Thread#priority=") { Thread.current.priority = 0 }
try("Thread.current[]=") { Thread.current[:a] = 1 }
try("Thread#kill main") { Thread.main.kill if false; :skip }
try("Thread#raise") { Thread.main.raise("x") if false; :skip }
try("Thread.stop") { :skip }
try("ThreadGroup.add") { ThreadGroup.new.add(Thread.current) }
try("Thread#join") { Thread.new { 1 }.join.class }
try("Thread.new.kill") { Thread.new { sleep }.kill.status }
try("Thread#wakeup") { Thread.main.wakeup.status }
try("define_finalizer") { ObjectSpace.define_finalizer(Object.new) {}.size }
try("undefine_finalizer") { ObjectSpace.undefine_finalizer(o).class }
try("Thread#run") { Thread.main.run if false; :skip }
try("Thread.critical") { Thread.critical }
try("global_variables") { global_variables.size > 0 }
try("local_variables") { local_variables }
try("caller") { caller.size > 0 }
try("$; =") { $; = "x" }
try("$, =") { $, = "x" }
try("$/ =") { $/ = "x" }
try("$stdout =") { $stdout = $stderr }
try("$VERBOSE =") { $VERBOSE = true }
try("$DEBUG =") { $DEBUG = true }
try("$0 =") { $0 = "x" }
try("$_ =") { $_ = "x" }
try("$~ =") { $~ = nil }
try("$! read") { $! }
try("ENV[]=") { ENV["A"] = "b" }
}.call
puts $out
