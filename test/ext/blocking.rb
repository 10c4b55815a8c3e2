# rb_thread_blocking_region through test/ext/fixtures/testext.  1.8.7 has no
# blocking regions (1.9's API): this expected output is written by hand.
$:.unshift(ENV["RUBY_TESTEXT_DIR"] || "testext-not-built")
require "testext"

# three regions run at once while another Ruby thread goes on
t0 = Time.now
ticks = 0
ticker = Thread.new { loop { ticks += 1; sleep 0.01 } }
waiters = (1..3).map { Thread.new { TestExt.blocking_wait(300) } }
p waiters.map {|t| t.value }
ticker.kill
puts "at once: #{Time.now - t0 < 0.8}"  # one after another: 0.9 s
puts "others ran: #{ticks > 5}"

def sleeping(t)
  Thread.pass until t.status == "sleep"
  t
end

# Thread#kill calls the ubf, then the killed thread's ensure clauses run
log = []
t = sleeping(Thread.new { begin; TestExt.blocking_wait(10_000); ensure; log << "ensure"; end })
t.kill; t.join
p log, TestExt.ubf_calls
# Thread#raise: the same, and the exception reaches the thread
t = sleeping(Thread.new { begin; TestExt.blocking_wait(10_000); rescue => e; log << e.message; end })
t.raise("stop"); t.join
p log, TestExt.ubf_calls

# RUBY_UBF_IO interrupts a read(2) that would never return
r, w = IO.pipe
t = sleeping(Thread.new { begin; TestExt.blocking_read(r.fileno); ensure; log << "read ensure"; end })
t.kill; t.join
p log
# with no other thread, the caller waits in the region
w.write "x"
p TestExt.blocking_read(r.fileno)
p TestExt.blocking_wait(10)
