# A thread busy in a C iterator (Integer#times) or in plain method calls
# is preempted by the timer: the other thread gets to run and stop it.
def work(n) n + 1 end
$stop = false
t = Thread.new { 1_000_000_000.times { break if $stop; work(1) }; :stopped }
5.times { Thread.pass }
$stop = true
p t.value

def spin(n) $stop ? n : spin_more(n) end
def spin_more(n) work(n); n end
$stop = false
u = Thread.new { n = 0; n = spin(n) + 1 until $stop; :done }
5.times { Thread.pass }
$stop = true
p u.value
