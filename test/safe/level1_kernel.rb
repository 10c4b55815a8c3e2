# $SAFE = 1: tainted commands, signal handlers and new symbols are refused
def try(label)
  r = yield
  puts "#{label}: ok #{r.inspect}"
rescue SecurityError => e
  puts "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  puts "#{label}: #{e.class}"
end
class K; def foo; end; end
$SAFE = 1
t = lambda { |s| s.dup.taint }
try("exec") { exec(t["true"]) }
try("exec arg") { exec("true", t["x"]) }
try("system") { system(t["true"]) }
try("system arg") { system("true", t["x"]) }
try("system clean") { system("true") }
try("backtick") { `echo #{t[""]}hi` }
try("backtick clean") { `echo hi` }
try("IO.popen") { IO.popen(t["true"]) { } }
try("IO.popen clean") { IO.popen("echo hi") { |io| io.read } }
try("trap tainted command") { trap("USR1", t["IGNORE"]) }
try("trap tainted command, bad signal") { trap("BOGUS", t["x"]) }
try("trap tainted proc") { trap("USR1", proc { }.taint) }
try("trap tainted signal name") { trap(t["USR1"], "DEFAULT") }
try("trap block") { trap("USR1") { } }
try("$0=") { $0 = t["x"]; :set }
try("$PROGRAM_NAME=") { $PROGRAM_NAME = t["x"]; :set }
try("syscall tainted arg") { syscall(39, t["x"]).class }
try("send existing") { 1.send(t["to_s"]) }
try("method existing") { 1.method(t["to_s"]).call }
try("const_get existing") { Object.const_get(t["String"]) }
try("respond_to? existing") { 1.respond_to?(t["to_s"]) }
try("ivar get new") { 1.instance_variable_get(t["@safe1_a"]) }
try("ivar set new") { Object.new.instance_variable_set(t["@safe1_b"], 1) }
try("ivar defined? new") { Object.new.instance_variable_defined?(t["@safe1_c"]) }
try("const_get new") { Object.const_get(t["Safe1Nope"]) }
try("const_set new") { Object.const_set(t["Safe1Const"], 1) }
try("define_method new") { K.send(:define_method, t["safe1_m"]) { } }
try("alias_method new") { K.send(:alias_method, t["safe1_al"], :foo) }
try("attr_accessor new") { K.send(:attr_accessor, t["safe1_at"]) }
try("attr new") { K.send(:attr, t["safe1_at2"]) }
try("remove_method new") { K.send(:remove_method, t["safe1_rm"]) }
try("undef_method new") { K.send(:undef_method, t["safe1_un"]) }
try("class_variable_get new") { K.send(:class_variable_get, t["@@safe1_cv"]) }
try("Struct member new") { Struct.new(:a, t["safe1_member"]) }
try("Struct class name") { Struct.new(t["Safe1Struct"]).name }
try("empty name") { 1.send(t[""]) }
try("NUL in name") { 1.instance_variable_get(t["@a\0b"]) }
try("instance_method existing") { K.instance_method(t["foo"]).name }
try("eval tainted") { eval(t["1"]) }
try("instance_eval tainted") { 1.instance_eval(t["self"]) }
try("class_eval tainted") { K.class_eval(t["1"]) }
try("module_eval tainted") { K.module_eval(t["1"]) }
try("require tainted") { require t["nonexistent_safe1"] }
try("load tainted") { load t["nonexistent_safe1.rb"] }
try("autoload tainted") { autoload(:Safe1Auto, t["x"]) }
try("Marshal.load tainted") { Marshal.load(Marshal.dump([1, "a"]).taint).tainted? }
try("Regexp tainted") { Regexp.new(t["a"]).tainted? }
try("Integer tainted") { Integer(t["12"]) }
try("ENV[]= tainted") { ENV["SAFE1_X"] = t["y"] }
try("umask level 1") { File.umask.class }
try("fork level 1") { pid = fork { exit!(0) }; Process.wait(pid); :forked }
try("system [prog, argv0] tainted prog") { system([t["true"], "x"]) }
try("system [prog, argv0] tainted argv0") { system(["true", t["x"]]) }
try("exec [prog, argv0] tainted") { exec([t["true"], "x"]) }
try("popen tainted mode") { IO.popen("true", t["r"]) { 1 } }
try("open pipe tainted mode") { open("|true", t["r"]) { 1 } }
