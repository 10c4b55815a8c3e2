# a trap for a signal sent to ourselves from a method that a C method called
# (send, __send__, Method#[]) runs once the evaluator has the control
# back: the C method's frame is gone from the handler's caller
trap("USR1") { puts caller(0)[1..-1].join(" | "); }
Process.send(:kill, "USR1", $$)
Process.__send__(:kill, "USR1", $$)
Process.method(:kill)["USR1", $$]
Process.send(:send, :kill, "USR1", $$)
def k2; Process.send(:kill, "USR1", $$); :after; end
k2
[["USR1", $$]].each { |a| Process.send(:kill, *a) }
