def t(label)
  r = Thread.new { $SAFE = 4; yield }.value
  p [label, :ok, r.inspect.gsub(/0x[0-9a-f]+/, "X")]
rescue Exception => e
  p [label, e.class, e.message]
end
$o = Object.new
$s = "str"
$a = [1]
$h = {}
class Kls; end
t(:ivar) { $o.instance_variable_set(:@a, 1) }
t(:gvar) { $gg = 1 }
t(:puts) { $stdout.write("") }
t(:print) { print "" }
t(:require) { require 'set' }
t(:define) { class Kls; def z; end; end }
t(:define_s) { def $o.zz; end }
t(:objspace) { ObjectSpace.each_object(Class){} }
t(:str) { $s << "a" }
t(:arr) { $a << 1 }
t(:hash) { $h[1] = 2 }
t(:newstr) { s = "a"; s << "b"; s }
t(:const) { Kls.const_set(:X, 1) }
t(:cvar) { Kls.class_variable_set(:@@x, 1) rescue Kls.send(:class_variable_set, :@@x, 1) }
t(:eval) { eval("1") }
t(:exit) { exit }
t(:env) { ENV["X"] }
t(:envset) { ENV["X"]="1" }
t(:open) { File.open("/dev/null") }
t(:load) { load "x.rb" }
t(:trap) { trap("INT"){} }
t(:gvar_read) { $s }
t(:ivar_get) { $o.instance_variable_get(:@a) }
t(:remove_const) { Object.send(:remove_const, :Kls) }
t(:alias) { class Kls; alias q to_s; end }
t(:undef) { class Kls; undef_method :to_s; end }
t(:include) { Kls.send(:include, Comparable) }
t(:extend) { $o.extend(Comparable) }
t(:freeze) { $s.freeze }
t(:taint) { $s.taint }
t(:untaint) { "a".untaint }
t(:thread) { Thread.new{}.join }
t(:threadkill) { Thread.main.kill }
t(:safe_lower) { $SAFE = 3 }
t(:setlocal) { x = 1; x }
t(:ivar_new) { o = Object.new; o.instance_variable_set(:@a, 1); o }
t(:autoload) { autoload :Fooo, "fooo" }
t(:stderr) { $stderr.write "" }
t(:stdout_assign) { $stdout = $stderr }
t(:binding) { binding }
t(:srand) { srand(1) }
t(:gc) { GC.start }
t(:at_exit) { at_exit {} }
t(:set_trace) { set_trace_func nil }
t(:syscall_sleep) { sleep 0 }
t(:method_def_top) { eval "def qqq; end" }
t(:attr) { class Kls; attr_accessor :u; end }
t(:private) { class Kls; private :to_s; end }
t(:instance_eval) { $o.instance_eval { @r = 1 } }
t(:clone) { $o.clone }
t(:dup) { $s.dup << "x" }
class Kls; @@y = 1; @ci = 1; end
t(:cvar_new) { Kls.send(:class_variable_set, :@@x, 1) }
t(:cvar_old) { Kls.send(:class_variable_set, :@@y, 2) }
t(:cvar_body) { class Kls; @@y = 3; end }
t(:cvar_eval) { Kls.class_eval { @@z = 3 } }
t(:cvar_remove) { Kls.send(:remove_class_variable, :@@y) }
t(:civar) { Kls.instance_variable_set(:@ci, 2) }
t(:ivar_remove) { Kls.send(:remove_instance_variable, :@ci) }
t(:const_body) { class Kls; ZZ = 1; end }
t(:new_class) { class NewK; end }
t(:new_class2) { Class.new }
t(:new_mod) { Module.new { def x; end } }
t(:tainted_class) { c = Class.new; c.class_eval { def q; 1; end }; c.new.q }
t(:kill_other) { th = Thread.new { sleep }; th.kill; 1 }
t(:thread_safe_kill) { th = Thread.new { $SAFE = 4; sleep }; sleep 0.01; th.kill; 2 }
t(:gvar_alias) { eval "alias $aa $bb" }
t(:trace_var) { trace_var(:$zz) {} }
t(:global_variables) { global_variables.size > 0 }
t(:object_ivar_tainted) { o = Object.new.taint; o.instance_variable_set(:@a, 1) }
t(:str_tainted) { s = "a".taint; s << "b" }
t(:attr_set) { o = Struct.new(:a).new(1); o.a = 2 }
t(:ivars_list) { $o2 = Object.new; $o2.instance_variables }
t(:const_get) { Object.const_get(:Kls) }
t(:mod_func) { Module.new { module_function } }
t(:def_toplevel) { def zq; end }
t(:proc_new) { proc {}.call }
t(:method_missing) { nosuch rescue $!.class }
t(:raise) { raise "x" }
t(:exit!) { exit! }
