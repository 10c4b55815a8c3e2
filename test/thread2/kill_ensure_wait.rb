# a killed thread running its ensure: a timed sleep there does not switch
# (1.8.7), and one waiting for a mutex or a join shows "sleep"
require 'thread'
$stdout.sync = true
t = Thread.new { begin; Thread.stop; ensure; puts "e1"; sleep 0.2; puts "e2"; end }
Thread.pass until t.stop?
t.kill
puts "after kill: #{t.status.inspect}"
t.join
m = Mutex.new
t = Thread.new { begin; Thread.stop; ensure; puts "m1"; m.synchronize { puts "m2" }; end }
Thread.pass until t.stop?
m.lock
t.kill
puts "after kill: #{t.status} #{t.stop?} #{t.alive?}"
m.unlock
t.join
a = Thread.new { Thread.stop; :a }
t = Thread.new { begin; Thread.stop; ensure; puts "j1"; p a.join(0.1).nil?; puts "j2 #{a.value}"; end }
Thread.pass until t.stop?
t.kill
puts "after kill: #{t.status}"
a.run
t.join
p t.status
