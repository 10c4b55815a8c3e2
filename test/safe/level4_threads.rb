# $SAFE = 4: thread operations allowed and refused
$out = [].taint
def try(label)
  r = yield
  $out << "#{label}: ok #{r.inspect}"
rescue Exception => e
  $out << "#{label}: #{e.class}: #{e.message}"
end
other = Thread.new { sleep }
Thread.pass
proc { $SAFE = 4
try("raise other") { Thread.new { sleep }.raise("x"); :ok }
try("other[]=") { Thread.main[:k] = 1 }
try("own[]=") { Thread.current[:k] = 1 }
try("other[]") { Thread.main[:k] }
try("Thread.exit in new") { Thread.new { Thread.exit }.join; :ok }
try("Thread.kill") { Thread.kill(Thread.new { sleep }); :ok }
try("safe_level") { Thread.main.safe_level }
try("main.priority=") { Thread.main.priority = 1 }
try("abort_on_exception= inst") { Thread.current.abort_on_exception = true }
try("group add new") { ThreadGroup.new.add(Thread.new { }); :ok }
try("list") { Thread.list.size > 0 }
try("Thread.critical=") { Thread.critical = false }
try("Thread.stop") { :skip }
try("Thread#exit self") { :skip }
try("Thread.start") { Thread.start { 1 }.value }
try("Thread.fork") { Thread.fork { 1 }.value }
try("key?") { Thread.main.key?(:k) }
try("keys") { Thread.main.keys }
try("status") { Thread.main.status }
}.call
puts $out
