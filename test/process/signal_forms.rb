# Signal.trap/Kernel#trap forms, previous handlers, reserved signals, Signal.list
$stdout.sync = true
def t(label)
  r = yield
  r = r.class if r.is_a?(Proc)
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t(:list_class) { Signal.list.class }
t(:list_some) { %w(EXIT HUP INT QUIT KILL TERM USR1 USR2 CHLD CLD IOT ABRT POLL IO).map { |n| Signal.list[n] } }
t(:first_trap) { trap("USR1") { } }
t(:second_trap) { trap("USR1", "IGNORE") }
t(:third_trap) { trap("USR1", "DEFAULT") }
t(:after_default) { trap("USR1", "SIG_IGN") }
t(:sig_ign) { trap("USR1", "SIG_DFL") }
t(:system_default) { trap("USR1", "SYSTEM_DEFAULT") }
t(:empty_string) { trap("USR1", "") }
t(:exit_str) { trap("USR1", "EXIT") }
t(:nil_cmd) { trap("USR1", nil) }
t(:string_cmd) { trap("USR1", "puts 'str handler'") }
t(:back) { trap("USR1", "DEFAULT") }
t(:int_num) { trap(10, "DEFAULT") }
t(:sym) { trap(:USR2, "DEFAULT") }
t(:sig_prefix) { trap("SIGUSR2", "DEFAULT") }
t(:neg) { trap(-1, "DEFAULT") }
t(:big) { trap(1000, "DEFAULT") }
t(:bad_name) { trap("FOO", "DEFAULT") }
t(:chld) { [trap("CHLD", "DEFAULT"), trap("CHLD", "IGNORE"), trap("CHLD", "SYSTEM_DEFAULT"), trap("CHLD", "DEFAULT")] }
t(:term_cycle) { [trap("TERM", "SYSTEM_DEFAULT"), trap("TERM", "EXIT"), trap("TERM", "DEFAULT")] }
t(:pipe) { [trap("PIPE", "DEFAULT"), trap("PIPE", "DEFAULT")] }
t(:to_str_sig) { o = Object.new; def o.to_str; "USR1"; end; trap(o) { } }
t(:str_num) { trap("1") { } }
t(:nil_sig) { trap(nil) { } }
t(:cmd_int) { [trap("USR1", 5), trap("USR1", :sym), trap("USR1", "DEFAULT")] }
t(:three_args) { trap("USR1", "x", 1) }
t(:no_block) { trap("USR1") }
t(:segv) { [trap("SEGV", "DEFAULT"), trap("SEGV", "IGNORE"), trap("SEGV", "SYSTEM_DEFAULT"), trap("SEGV", "DEFAULT")] }
t(:bus) { trap("BUS") { } }
t(:ill) { trap("ILL") { } }
t(:fpe) { trap("FPE") { } }
t(:vtalrm) { trap("VTALRM") { } }
t(:exit_trap) { trap("EXIT") { puts "EXIT trap ran" } }
t(:exit_trap_prev) { trap(0) { puts "EXIT trap 2 ran" } }
t(:no_args) { trap }
t(:bad_type) { trap(1.5, "DEFAULT") }
t(:lower) { trap("usr1", "DEFAULT") }
t(:proc_arg) { trap("USR2", proc { |s| puts "proc got #{s}" }) }
Process.kill("USR2", $$); sleep 0.1
t(:block_arg) { trap("USR2") { |s| puts "block got #{s}" } }
Process.kill("USR2", $$); sleep 0.1
trap("USR2", "IGNORE")
Process.kill("USR2", $$); sleep 0.1
t(:ignored_ok) { :still_alive }
trap("USR2", "puts 'string handler ran'")
Process.kill("USR2", $$); sleep 0.1
trap("HUP", "EXIT")
puts "before HUP exit"
Process.kill("HUP", $$); sleep 1
puts "not reached"
