# SizedQueue#clear wakes a single waiting producer however many places it
# frees (1.8.7); the others sleep until a pop or another clear.
require 'thread'
# taken in a critical section (no timer tick may let a woken thread run
# meanwhile); the queue's own calls come last: they end the section
def snapshot(max, ths, sq)
  Thread.critical = true
  [max, $log.dup, ths.map {|t| t.status }, sq.length, sq.num_waiting]
ensure
  Thread.critical = false
end
[1, 2, 3].each do |max|
  sq = SizedQueue.new(max)
  max.times {|i| sq << -i }
  $log = []
  ths = (1..3).map {|i| Thread.new { sq << i; $log << i; Thread.pass; $log << -i } }
  Thread.pass until ths.all? {|t| t.stop? }
  sq.clear
  p snapshot(max, ths, sq)
  Thread.pass
  p snapshot(max, ths, sq)
  got = (1..3).map { sq.pop }
  ths.each {|t| t.join }
  p [got, $log, sq.length]
end
