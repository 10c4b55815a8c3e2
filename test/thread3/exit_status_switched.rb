# exit in a thread hands SystemExit to the main thread (1.8.7).  The
# thread's status afterwards depends on whether it switched away while $!
# was set (its ensure let the main thread run): then nil and a later join
# raises the SystemExit again; else false.
$stdout.sync = true
def later_join(t)
  t.join
  :no_error
rescue Exception => e
  e.class
end

# the ensure runs the main thread, which then joins
t = Thread.new { Thread.stop; begin; exit 3; ensure; Thread.pass; end }
Thread.pass until t.stop?
t.run
begin; t.join; rescue SystemExit => e; p [:main, e.status]; end
p [t.status, later_join(t)]

# the ensure's write lets the main thread run too
t = Thread.new { Thread.stop; begin; exit 4; ensure; puts "ensure"; end }
Thread.pass until t.stop?
t.run
begin; t.join; rescue SystemExit => e; p [:main, e.status]; end
p [t.status, later_join(t)]

# the main thread already waits: the ensure's pass comes straight back
t = Thread.new { sleep 0.01; begin; exit 5; ensure; Thread.pass; end }
begin; t.join; rescue SystemExit => e; p [:main, e.status]; end
p [t.status, later_join(t)]
