# a command string of trace_var or trap runs in a frame of its own: a line
# of its own in backtraces, as 1.8.7 shows it
trace_var(:$zz, "raise 'tv'"); def m; $zz = 1; end
begin; m; rescue => e; p e.backtrace; end
trace_var(:$yy, "p caller(0)"); $yy = 2
def m2; $yy = 3; end; m2
trap("USR1", "p caller(0)"); Process.kill(:USR1, $$); sleep 0.1
trap("USR2", "raise 'sig'"); begin; Process.kill(:USR2, $$); sleep 0.1; rescue => e; p e.backtrace; end
at_exit { }
p eval("caller(0)")
