def t(label)
  r = Thread.new { $SAFE = 4; yield }.value
  p [label, :ok, (r.inspect.gsub(/0x[0-9a-f]+/, 'X') rescue r.class)]
rescue Exception => e
  p [label, e.class, e.message]
end
t(:warn) { warn "w" }
t(:p) { p 1 }
t(:puts) { puts 1 }
t(:printf) { printf("x") }
t(:putc) { putc ?a }
t(:flush) { $stdout.flush }
t(:sync) { STDOUT.sync = true }
t(:fork) { fork }
t(:exec) { exec "true" }
t(:kill) { Process.kill(0, $$) }
t(:define_finalizer) { ObjectSpace.define_finalizer("x".taint) {} }
t(:garbage_collect) { ObjectSpace.garbage_collect }
t(:gc_disable) { GC.disable }
t(:caller) { caller.class }
t(:thread_aref_set) { Thread.current[:x] = 1 }
t(:thread_main_aref) { Thread.main[:x] = 1 }
t(:thread_priority) { Thread.current.priority = 1 }
t(:thread_abort) { Thread.abort_on_exception = true }
t(:thread_critical) { Thread.critical = false }
t(:thread_new) { Thread.new { 1 }.value }
t(:thread_main_raise) { Thread.main.raise "x" }
t(:thread_wakeup) { Thread.main.wakeup }
t(:thread_self_kill) { Thread.current.kill; :never }
t(:str_taint) { "a".taint }
t(:str_frozen_mod) { "a".freeze << "b" }
t(:new_obj_ivar) { o = Object.new; o.instance_variable_set(:@a, 1); o.instance_variable_get(:@a) }
t(:new_class_def) { c = Class.new; c.class_eval { def x; 1; end }; c.new.x }
t(:new_class_const) { c = Class.new; c.const_set(:X, 1) }
t(:new_module_include) { m = Module.new; c = Class.new; c.send(:include, m); :inc }
t(:toplevel_const) { Object.const_set(:ZZZ, 1) }
t(:set_global_new) { $brand_new = 1 }
t(:readline) { $stdin.gets }
t(:file_read) { File.read("/dev/null") }
t(:dir_pwd) { Dir.pwd.class }
t(:srand) { srand }
t(:rand) { rand(1) }
t(:marshal_load) { Marshal.load(Marshal.dump([1])) }
t(:symbol_all) { Symbol.all_symbols.class }
t(:obj_methods) { Object.new.methods.class }
t(:obj_send) { Object.new.send(:class) }
t(:singleton_on_new) { o = Object.new; def o.x; 1; end; o.x }
t(:extend_new) { o = Object.new; o.extend(Comparable); :ext }
t(:alias_gvar) { alias $nn $mm rescue $!.class }
t(:undef_on_new) { c = Class.new { def a; end }; c.send(:undef_method, :a); :u }
t(:remove_ivar_new) { o = Object.new; o.instance_variable_set(:@a, 1); o.send(:remove_instance_variable, :@a) }
t(:binding_eval) { eval("1 + 1", binding) }
t(:instance_eval_str) { Object.new.instance_eval("1") }
t(:proc_untrusted) { proc { 1 }.call }
t(:method_obj) { 1.method(:+).call(1) }
t(:respond_to) { 1.respond_to?(:+) }
t(:intern) { "x".intern }
t(:autoload?) { Object.autoload?(:Foo) }
t(:const_missing) { NoSuchConst rescue $!.class }
t(:at_exit) { at_exit { } ; :ae }
t(:trace_var) { trace_var(:$x) {} }
t(:local_vars) { local_variables }
t(:global_vars) { global_variables.class }
t(:set_safe_same) { $SAFE = 4 }
