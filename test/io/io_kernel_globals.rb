# $stdout/$stderr/$stdin/$, / $/ assignment rules and Kernel output through them
$stdout.sync = true
def t(label)
  r = yield
  $stdout.puts "#{label}: #{r.inspect}"
rescue Exception => e
  STDOUT.puts "#{label}: #{e.class}: #{e.message}"
end
class Sink; attr_reader :got; def initialize; @got = []; end; def write(s); @got << s; s.size; end; end
t(:stdout_int) { $stdout = 5 }
t(:stdout_nil) { $stdout = nil }
t(:stderr_str) { $stderr = "x" }
t(:stdin_any) { $stdin = 5; $stdin = STDIN; :ok }
sink = Sink.new
t(:stdout_duck) { $stdout = sink; puts "a", 1; print "b"; p :c; putc ?d; printf("%d", 5); $stdout << "e" rescue nil; $stdout = STDOUT; sink.got }
t(:stderr_duck) { s = Sink.new; $stderr = s; warn "w"; $stderr.puts "x" rescue nil; $stderr = STDERR; s.got }
t(:defout) { $defout.equal?($stdout) }
t(:defout_assign) { $defout = STDOUT; :ok }
t(:deferr) { $deferr.equal?($stderr) }
t(:rs_int) { $/ = 5 }
t(:rs_nil) { $/ = nil; x = $/; $/ = "\n"; x }
t(:ofs_int) { $, = 5; r = [1, 2].join; $, = nil; r }
t(:ors_int) { $\ = 5 }
t(:fs_int) { $; = 5; r = ("a b".split rescue $!.class); $; = nil; r }
t(:warn_nil) { warn nil }
t(:warn_two) { warn "a", "b" }
t(:warn_obj) { warn :sym }
t(:puts_to_closed_stdout_dup) { d = STDOUT.dup; d.close; d.puts "x" }
t(:p_ret) { [p, (p 1), (p 1, 2)] }
t(:print_ret) { print "" }
t(:display) { "disp\n".display }
t(:display_io) { s = Sink.new; "x".display(s); s.got }
t(:putc_float) { putc 65.9 }
t(:putc_nil) { putc nil }
t(:printf_io) { s = Sink.new; printf(s, "%s-%s", 1, 2); s.got }
t(:printf_noargs) { printf }
t(:puts_nostring_to_s) { o = Object.new; def o.to_s; 42; end; s = Sink.new; $stdout = s; puts o; $stdout = STDOUT; s.got.map { |x| x.sub(/0x[0-9a-f]+/, "ADDR") } }
