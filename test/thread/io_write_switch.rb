# a write to a pipe goes through the scheduler first when other threads
# exist (1.8.7: once per chunk of a large write); a regular file does not.
# Each scenario's order is the scheduler's own: agreed (test/lib/helper.rb)
# runs it on fresh time slices until two runs agree, so a timer tick in one
# run (a slow or emulated build) does not decide it.
require "helper"   # agreed
p(agreed do
  r, w = IO.pipe
  log = []
  b = Thread.new { 3.times { log << :b; Thread.pass } }
  log << :write
  w.write("x" * 5000)
  log << :written
  w.flush
  log << :flushed
  b.join
  [log, r.read(5000).size]
end)
n = 0
p(agreed do
  log = []
  w2 = File.open("out#{n += 1}.txt", "w")
  b = Thread.new { 3.times { log << :b; Thread.pass } }
  log << :fwrite
  w2.write("z" * 10000)
  log << :fwritten
  w2.close
  log << :closed
  b.join
  log
end)
