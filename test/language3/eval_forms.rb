require 'h'
def getb; x = 10; binding; end
b = getb
r { eval("x", b) }
r { eval("y = 5", b); eval("y", b) }
r { eval("defined?(y)", b) }
r { eval("local_variables", b).sort }
r { eval("z = 1"); eval("z") }
r { eval("w = 2"); defined?(w) }
r { eval("for q in [1,2]; end; q", b) }
r { eval("q", b) }
r { eval("[1].each { |k| @k = k }; k", b) rescue $!.class }
r { eval("self", b).class }
r { eval("__FILE__", b) }
r { eval("__LINE__", b) }
r { eval("__LINE__", b, "f", 77) }
r { eval("__FILE__", nil, "f", 77) }
r { eval("[__FILE__, __LINE__]") }
r { eval("BEGIN { $bg = 1 }; 2") }
r { $bg }
r { eval("BEGIN { return true }") }
r { eval("BEGIN { bq = 3 }; bq") }
r { eval("return 1") }
r { eval("yield") }
r { eval("break") }
r { eval("next") }


r { eval("1 +") }
r { eval("end") }
r { eval("def") }
r { eval("raise 'x'") }
r { eval("raise 'x'", nil, "ff", 9) }
r { eval("nosuch") }
r { eval("nosuch", b) }
r { eval("Nosuch") }
r { eval("@iv = 1", b); eval("@iv", b) }
r { o = Object.new; o.instance_eval { @a = 1 }; o.instance_eval("@a") }
r { o = Object.new; o.instance_eval { self } == o }
r { String.class_eval { def zz1; 1; end }; "".zz1 }
r { String.class_eval("def zz2; 2; end"); "".zz2 }
r { String.module_eval("self") }
r { "s".instance_eval { size } }
r { "s".instance_eval("size") }
r { 1.instance_eval { self + 1 } }
r { 1.instance_eval("def q1; 1; end") rescue $! }
r { o = Object.new; o.instance_eval("def q2; 2; end"); o.q2 }
r { o = Object.new; o.instance_eval { def q3; 3; end }; [o.q3, o.singleton_methods] }
r { class Foo1; end; Foo1.instance_eval { def q4; 4; end }; Foo1.q4 }
r { Foo1.class_eval { def q5; 5; end }; Foo1.new.q5 }
r { Foo1.instance_eval { self } }
r { Foo1.instance_eval("Q = 1"); Foo1::Q rescue $!.class }
r { Foo1.class_eval("R = 1"); Foo1::R }
r { Foo1.class_eval { S = 1 }; [defined?(Foo1::S), defined?(S)] }
r { Foo1.instance_exec(3) { |x| x * 2 } }
r { Foo1.class_exec(4) { |x| x * 2 } rescue $!.class }
r { Foo1.module_exec(5) { |x| self } rescue $!.class }
r { 5.instance_exec(1, 2) { |a, b| self + a + b } }
r { Object.new.instance_eval("__FILE__") }
r { Object.new.instance_eval("__LINE__", "x", 5) }
r { Object.new.instance_eval("raise 'q'", "x", 5) rescue $!.backtrace[0] }
r { "a".instance_eval(1) }
r { "a".instance_eval("1", 2) }
r { "a".instance_eval }
r { "a".instance_eval("1") { 2 } }
r { b.eval("x") }
r { eval("x", getb) + eval("x", b) }
r { pr = proc { pv = 9; binding }.call; eval("pv", pr) }
r { k = 1; pr = proc { k }; eval("k = 5", pr); k }
r { k = 1; eval("k = 6", binding); k }
r { eval("k = 7", TOPLEVEL_BINDING); eval("k", TOPLEVEL_BINDING) }
r { binding.class }
r { Binding.new rescue $!.class }
r { eval("1", Object.new) }
r { eval("1", nil) }
r { eval(nil) }
r { def m1; eval("return 42"); 1; end; m1 }
r { def m2; [1].each { eval("return 43") }; 1; end; m2 }
r { def m3; eval("yield"); end; m3 { 44 } }
r { def m4; eval("block_given?"); end; m4 { } }
r { def m5; binding; end; eval("block_given?", m5 { }) }
r { def m6; binding; end; eval("yield", m6 { 45 }) }
r { def m7; eval("__method__") rescue $!.class; end; m7 }
r { def m8; __method__; end; m8 }
r { def m9; [1].map { __method__ }; end; m9 }
r { define_method(:m10) { __method__ } rescue Object.send(:define_method, :m10) { __method__ }; m10 }
r { eval("$~"); "abc" =~ /b/; eval("$~[0]") }
r { "abc" =~ /c/; eval("$~[0]", b) }
r { def sv; "xyz" =~ /y/; binding; end; eval("$~[0]", sv) }
