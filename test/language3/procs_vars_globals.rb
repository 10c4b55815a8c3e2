require 'h'
def pn; Proc.new; end
r { pn { 1 }.call }
r { pn }
def pn2; proc; end
r { pn2 { 2 }.call }
r { pn2 }
def pn3; lambda; end
r { pn3 { 3 }.call }
r { pn3 }
def pn4(&b) Proc.new end
r { pn4 { 4 }.call }
r { x = 1; local_variables }
r { [1].map { |y| local_variables } }
r { def lv(a, b = 1, *c, &d) e = 1; local_variables end; lv(1) }
r { global_variables.include?("$stdout") }
r { global_variables.include?("$zzz") }
r { $zzz = 1; global_variables.include?("$zzz") }
r { o = Object.new; o.instance_variable_get("@nope") }
r { o = Object.new; o.instance_variable_get("nope") }
r { o = Object.new; o.instance_variable_set("@x", 1); o.instance_variable_defined?(:@x) }
r { o = Object.new; o.instance_eval { @q = 1 }; o.send(:remove_instance_variable, :@q) }
r { o = Object.new; o.send(:remove_instance_variable, :@q) }
r { ObjectSpace.define_finalizer("s", proc { }) ; :ok }
r { ObjectSpace.define_finalizer("s") }
r { ObjectSpace.define_finalizer("s", 1) }
r { ObjectSpace.undefine_finalizer("s") }
r { ObjectSpace.add_finalizer(proc {}) rescue $!.class }
r { a = "x"; ObjectSpace.define_finalizer(a, proc { |id| puts "fin #{id.class}" }); :def }
r { ObjectSpace.each_object(Module).select { |m| m == Comparable }.size } if false
r { binding.local_variables rescue $!.class }
r { pr = proc { |a| binding }; b = pr.call(5); eval("a", b) }
r { def bb; x = 9; proc { x }; end; eval("x", bb.binding) }
r { def bb2; x = 9; proc { x }; end; p2 = bb2; eval("x = 10", p2.binding); p2.call }
r { x = 1; b = binding; x = 2; eval("x", b) }
r { b = binding; eval("nv2 = 3", b); defined?(nv2) }
r { eval("nv3 = 4"); eval("nv3") }
r { 1.times { eval("nv4 = 5") }; defined?(nv4) }
r { b = binding; 1.times { eval("nv5 = 6", b) }; eval("nv5", b) }
r { __FILE__ == $0 }
r { $0 }
r { $PROGRAM_NAME == $0 }
r { $: .equal?($LOAD_PATH) }
r { $" .equal?($LOADED_FEATURES) }
r { $; }
r { $, }
r { $/ }
r { $\ }
r { $. .class }
r { $< .class }
r { $> .equal?($stdout) }
r { $stdin.fileno }
r { $-w }
r { $-v }
r { $-d }
r { $-p }
r { $-l }
r { $-a }
r { $-K rescue $! }
r { $* .equal?(ARGV) }
r { $$ .class }
r { $? }
r { `true`; [$?.class, $?.exitstatus, $?.success?] }
r { system("exit 3"); [$?.exitstatus, $?.to_i] }
r { system("nonexistent_cmd_zz") }
r { `nonexistent_cmd_zz` rescue $!.class }
r { $SAFE }
r { $FILENAME }
r { $DEBUG }
r { $VERBOSE }
r { $stderr.class }
r { $deferr.equal?($stderr) }
r { $defout.equal?($stdout) }
r { $= }
r { $= = true } 
r { $~.class }
r { RUBY_VERSION }
r { RUBY_PATCHLEVEL }
r { RUBY_RELEASE_DATE }
r { RUBY_PLATFORM }
r { VERSION rescue $!.class }
r { defined?(RUBY_ENGINE) }
r { __method__ }
r { self.class }
r { TOPLEVEL_BINDING.class }
r { ENV.class }
r { ARGF.class }
r { DATA rescue $!.class }
r { SCRIPT_LINES__ rescue $!.class }
