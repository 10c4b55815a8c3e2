# $! is nil in the ensure clauses a kill (kill, Thread.exit, the end of
# the main thread) runs, even after a rescued error
$stdout.sync = true
t = Thread.new { begin; Thread.stop; ensure; puts "kill ensure #{$!.inspect}"; end }
Thread.pass until t.stop?
t.kill; t.join
t = Thread.new { begin; Thread.exit; ensure; puts "exit ensure #{$!.inspect}"; end }
t.join
t = Thread.new { begin; raise "a"; rescue; Thread.stop; ensure; puts "resc ensure #{$!.inspect}"; end }
Thread.pass until t.stop?
t.kill; t.join
t = Thread.new { begin; Thread.stop; ensure; puts "at exit ensure #{$!.inspect}"; end }
Thread.pass until t.stop?
Thread.new { Thread.main.raise Interrupt }
sleep 1
