# trap and trace_var command strings are read at the current file and line
trap("USR1", "p [File.basename(__FILE__), __LINE__]")
Process.kill("USR1", $$); sleep 0.1
trace_var(:$x, "p [:tv, File.basename(__FILE__), __LINE__]")

$x = 1
trap("USR2", "raise %q(boom)")
begin
  Process.kill("USR2", $$); sleep 0.1
rescue => e
  p e.message, File.basename(e.backtrace[0])
end
