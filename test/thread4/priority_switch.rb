# Thread#priority= switches at once to the highest priority, even inside a
# critical section (1.8.7)
$l = []
a = Thread.new { $l << :a1; Thread.pass; $l << :a2 }
Thread.critical = true
Thread.current.priority = -1
$l << :main_after_prio
Thread.critical = false
a.join
p $l
a = Thread.new { $l << :a1; Thread.pass; $l << :a2; Thread.pass; $l << :a3 }
b = Thread.new { $l << :b1; Thread.current.priority = -1; $l << :b2; Thread.pass; $l << :b3 }
$l << :main
a.join; b.join
p $l
$l = []
c = Thread.new { $l << :c1; Thread.new { $l << :i1; Thread.pass; $l << :i2 }; $l << :c2; Thread.current.priority = -1; $l << :c3 }
$l << :main
c.join
p $l
$l = []
d = Thread.new { Thread.current.priority = 2; $l << :d1; Thread.pass; $l << :d2; Thread.current.priority = 0; $l << :d3 }
$l << :main
d.join
p $l
