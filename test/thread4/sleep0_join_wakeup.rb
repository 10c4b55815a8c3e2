# sleep 0 in a thread lets the others run first, as a wait that has
# already ended does (1.8.7); a join woken by Thread#run or #wakeup ends
# at once with nil, the joined thread still alive (a wait for the value goes on)
require "helper"   # fresh_slice, agreed
p(agreed do
  $l = []
  a = Thread.new { $l << :a1; sleep 0; $l << :a2 }
  $l << :main
  a.join
  $l
end)
p(agreed do
  $l = []
  inner = nil
  t0 = Thread.new { inner = Thread.new { $l << :inner1; Thread.pass; $l << :inner2 }; $l << :t1; sleep 0; $l << :t2 }
  t0.join
  inner.join
  $l
end)
a = Thread.new { Thread.stop; :a }
Thread.pass until a.stop?
j = Thread.new { r = a.join; [:joined, r.inspect[0, 9], a.status] }
Thread.pass until j.stop?
j.run
p j.value
j2 = Thread.new { r = a.join(5); [:joined5, r, a.status] }
Thread.pass until j2.stop?
j2.wakeup
p j2.value
a.run
p a.value
m = Thread.new { Thread.stop }
Thread.pass until m.stop?
w = Thread.new { Thread.main.wakeup; :w }
r = m.join(0.3)
p r.nil?, m.status
m.run
a = Thread.new { Thread.stop; :a }
Thread.pass until a.stop?
v = Thread.new { [:value, a.value] }
Thread.pass until v.stop?
v.run
Thread.pass until v.stop?
p v.status
a.run
p v.value
