# bm_thread_pass.rb - two threads handing the processor back and forth
ts = (1..2).map { Thread.new { 100_000.times { Thread.pass } } }
ts.each { |t| t.join }
p ts.size
