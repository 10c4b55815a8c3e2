# ConditionVariable#broadcast lets the other threads run even inside a
# critical section, which stays set for them and after (1.8.7); #signal,
# Mutex#unlock and Queue#push in a critical section do not switch.
require 'thread'
$log = []
def L(x); $log << x; end
cv = ConditionVariable.new
t1 = Thread.new { Thread.stop; L([1, :woke, Thread.critical]) }
Thread.pass until t1.stop?
Thread.critical = true
t1.wakeup
cv.broadcast
L([:main_after_bc, Thread.critical])
Thread.critical = false
t1.join
# signal
t1 = Thread.new { Thread.stop; L([1, :woke2, Thread.critical]) }
Thread.pass until t1.stop?
Thread.critical = true
t1.wakeup
cv.signal
L([:main_after_sig, Thread.critical])
Thread.critical = false
t1.join
# with a waiter
m = Mutex.new
t1 = Thread.new { m.synchronize { cv.wait(m); L([1, :cvwoke, Thread.critical]) } }
Thread.pass until t1.stop?
Thread.critical = true
cv.signal
L([:main_after_sig_w, Thread.critical])
Thread.critical = false
t1.join
t1 = Thread.new { m.synchronize { cv.wait(m); L([1, :cvwoke2, Thread.critical]) } }
Thread.pass until t1.stop?
Thread.critical = true
cv.broadcast
L([:main_after_bc_w, Thread.critical])
Thread.critical = false
t1.join
# mutex unlock with waiter in critical
m.lock
t1 = Thread.new { m.lock; L([1, :locked, Thread.critical]); m.unlock }
Thread.pass until t1.stop?
Thread.critical = true
m.unlock
L([:main_after_unlock, Thread.critical])
Thread.critical = false
t1.join
# queue push with waiter in critical
q = Queue.new
t1 = Thread.new { L([1, :popped, q.pop, Thread.critical]) }
Thread.pass until t1.stop?
Thread.critical = true
q << 5
L([:main_after_push, Thread.critical])
Thread.critical = false
t1.join
p $log
# the thread that runs meanwhile sees the flag set
$log = []
t1 = Thread.new { Thread.critical = true; Thread.pass; L([1, :cp, Thread.critical]); Thread.critical = false }
L([:main, Thread.critical])
t2 = Thread.new { L([2, :start, Thread.critical]); cv.broadcast; L([2, :after_bc, Thread.critical]) }
L([:main2, Thread.critical])
Thread.critical = false
[t1, t2].each {|t| t.join }
p $log
