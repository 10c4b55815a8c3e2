# A thread that kills itself (Thread.exit, #kill, #kill!) inside a critical
# section is only marked "aborting": it runs on, even after the section
# ends, and dies at its next switch (1.8.7); one that never switches
# again ends normally.
$stdout.sync = true
t = Thread.new { Thread.critical = true; Thread.exit; puts "after exit: #{Thread.current.status}"; Thread.critical = false; puts "after crit false"; Thread.pass; puts "after pass" }
t.join
p t.status
t = Thread.new { Thread.critical = true; Thread.current.kill; puts "k2 #{Thread.critical}"; x = Thread.current.alive?; puts "alive #{x}"; Thread.critical = false; 1 + 1; puts "k2 after" ; [1].each { puts "in each" } }
t.join
t = Thread.new { Thread.critical = true; Thread.current.kill!; puts "k4 after kill!"; Thread.critical = false }
t.join
o = Thread.new { Thread.stop; puts "o ran" }
Thread.pass until o.stop?
t = Thread.new { Thread.critical = true; Thread.current.kill; puts "k5 after kill"; o.kill; puts "k5 after o.kill #{o.status}"; Thread.critical = false }
t.join
p [o.status, t.status, Thread.critical]
p Thread.critical
Thread.critical = false
t = Thread.new { Thread.critical = true; Thread.exit; Thread.critical = false; puts "k8"; Thread.new { puts "k8 child" }.join; puts "k8 after child" }
t.join
p t.status
t = Thread.new { Thread.critical = true; Thread.exit; Thread.critical = false; puts "k9"; sleep 0.01; puts "k9 after sleep" }
t.join
t = Thread.new { Thread.critical = true; Thread.exit; Thread.exit; puts "k10 twice"; Thread.critical = false }
t.join
Thread.critical = true
Thread.main.kill rescue p $!
puts "main after self kill in critical"
