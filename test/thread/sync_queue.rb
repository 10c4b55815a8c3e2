# Queue and SizedQueue: every method's value and error, marshal, and how
# push/pop let the other threads run (1.8.7: a mutex and two condition
# variables inside); logs are printed at the end
require 'thread'
require "helper"
q = Queue.new
show("empty?") { q.empty? }
show("push") { q.push(1).class }
show("<<") { (q << 2).class }
show("enq") { q.enq(3).class }
show("size length") { [q.size, q.length] }
show("pop shift deq") { [q.pop, q.shift, q.deq] }
show("pop(true) empty") { q.pop(true) }
show("pop(1) empty") { q.pop(1) }
show("pop(nil) alone") { q.pop(nil) }
show("pop 2 args") { q.pop(true, 1) }
show("push no arg") { q.push }
q << nil << false
show("nil and false") { [q.pop, q.pop(true)] }
show("clear") { q << 1; q.clear.class }
show("after clear") { [q.empty?, q.length, q.num_waiting] }
show("new(1)") { Queue.new(1) }
show("allocate") { Queue.allocate.length }
show("tainted") { q.tainted? }
show("ivars") { q.instance_variables }
show("methods") { Queue.instance_methods(false).sort }
show("sized methods") { SizedQueue.instance_methods(false).sort }
show("marshal_dump") { q.marshal_dump }
q << 3 << [4]
show("marshal_dump items") { q.marshal_dump }
show("dump load") { r = Marshal.load(Marshal.dump(q)); [r.class, r.length, r.pop, r.pop] }
show("marshal_load") { x = Queue.new; x.marshal_load(Marshal.dump([0, :a, :b])); [x.length, x.pop] }
q.clear
# Thread.critical: every operation takes the queue's mutex, which ends it
Thread.critical = true
q << 1
show("critical after push") { Thread.critical }
Thread.critical = true
q.pop
show("critical after pop") { Thread.critical }
Thread.critical = true
q.empty?
show("critical after empty?") { Thread.critical }

# SizedQueue
show("sized new 0") { SizedQueue.new(0) }
show("sized new nil") { SizedQueue.new(nil) }
show("sized new str") { SizedQueue.new("3") }
show("sized new float") { SizedQueue.new(2.5).max }
show("sized new none") { SizedQueue.new }
sq = SizedQueue.new(2)
show("max") { sq.max }
show("max= 0") { sq.max = 0 }
show("max= str") { sq.max = "a" }
show("max= 3.7") { sq.max = 3.7 }
show("max after") { sq.max }
sq.max = 2
sq << 1 << 2
show("sized size") { sq.size }
show("sized dump") { sq.marshal_dump }
show("sized load max") { Marshal.load(Marshal.dump(sq)).max }
show("sized push full alone") { sq.push(3) }
show("sized pop") { [sq.pop, sq.pop(true), sq.num_waiting] }
show("sized pop(true) empty") { sq.pop(true) }

def spinner(log, name)
  Thread.new { 4.times { log << name; Thread.pass } }
end
out = []
# push with no waiter does not switch; pop of a filled queue neither
log = []
b = spinner(log, :b)
log << :push
q << 1
log << :after_push
q.pop
log << :after_pop
b.join
out << log
# push with a waiting consumer: the others run, then the consumer
log = []
c = Thread.new { log << [:c, q.pop] }
b = spinner(log, :b)
log << :push
q << 1
log << :after_push
c.join; b.join
out << log
# push in a critical section ends it
log = []
c = Thread.new { log << [:c, q.pop] }
b = spinner(log, :b)
Thread.critical = true
q << 2
log << [:after_push, Thread.critical]
Thread.critical = false
c.join; b.join
out << log
# two consumers woken in a critical section
log = []
c1 = Thread.new { log << [:c1, q.pop] }
c2 = Thread.new { log << [:c2, q.pop] }
log << q.num_waiting
Thread.critical = true
q << 1 << 2
log << [:crit, Thread.critical, q.num_waiting, q.length]
c1.join; c2.join
out << log
# SizedQueue: pop wakes a blocked producer
log = []
sq = SizedQueue.new(1)
sq << 0
pr = Thread.new { log << :pr; sq << 1; log << :pr_done }
b = spinner(log, :b)
log << [:waiting, sq.num_waiting]
log << [:pop, sq.pop]
log << :after_pop
pr.join; b.join
log << [:left, sq.pop]
out << log
# raising max lets waiting producers go on
log = []
sq = SizedQueue.new(1)
sq << 0
pushed = []
ps = (1..3).map { |i| Thread.new { sq << i; pushed << i } }
log << [:waiting, sq.num_waiting]
sq.max = 4
log << [:max, sq.max]
ps.each { |t| t.join }
log << [:items, sq.length, pushed.sort]
out << log
# killed and raised-into consumers leave the queue
log = []
k = Thread.new { begin; q.pop; ensure; log << :k_ensure; end }
r = Thread.new { begin; q.pop; rescue => e; log << [:r, e.message]; end }
g = Thread.new { log << [:g, q.pop] }
Thread.pass until [k, r, g].all? { |t| t.stop? }
log << [:waiting, q.num_waiting]
k.kill
r.raise("stop")
Thread.pass
log << [:waiting, q.num_waiting]
q << :x
g.join
log << [:waiting, q.num_waiting]
out << log
out.each { |l| p l }
