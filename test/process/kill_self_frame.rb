# a signal a program sends itself is handled once Process.kill has returned:
# the backtrace starts at the caller (no `kill' frame), as in 1.8.7
def g; Process.kill("TERM", $$); p :after; end
begin; g; rescue SignalException => e; p e.class, e.message, e.backtrace; end
def h; Process.kill("INT", $$); 1; end
begin; h; rescue Interrupt => e; p e.class, e.backtrace; end
trap("USR1") { raise "in trap" }
def k; Process.kill("USR1", $$); p :after; end
begin; k; rescue => e; p e.message, e.backtrace; end
trap("USR1") { p :trapped }
Process.kill("USR1", $$)
p :next
p Process.kill(0, $$)
