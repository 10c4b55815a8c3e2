# A thread that kills itself (Thread.exit, #kill, #kill!) inside a critical
# section is only marked "aborting": it runs on while the section lasts
# and dies at its next switch (1.8.7).  (Everything printed is printed
# inside the critical section: no timer tick can switch there.)
$stdout.sync = true
t = Thread.new { Thread.critical = true; Thread.exit; puts "after exit: #{Thread.current.status} #{Thread.current.alive?}"; Thread.pass; puts "after pass" }
Thread.pass while t.alive?   # (a join in a critical section is a deadlock)
p [t.status, Thread.critical]
Thread.critical = false
t = Thread.new { Thread.critical = true; Thread.current.kill; puts "k2 #{Thread.critical}"; [1].each { puts "in each" }; Thread.critical = false }
t.join
p t.status
t = Thread.new { Thread.critical = true; Thread.current.kill!; puts "k4 after kill!"; Thread.critical = false }
t.join
o = Thread.new { Thread.stop; puts "o ran" }
Thread.pass until o.stop?
t = Thread.new { Thread.critical = true; Thread.current.kill; puts "k5 after kill"; o.kill; puts "k5 after o.kill #{o.status}"; Thread.critical = false }
t.join
p [o.status, t.status, Thread.critical]
t = Thread.new { Thread.critical = true; Thread.exit; Thread.exit; puts "k10 twice"; Thread.new { puts "k10 child" }; puts "k10 after child" }
Thread.pass while t.alive?
p [t.status, Thread.critical]
Thread.critical = false
