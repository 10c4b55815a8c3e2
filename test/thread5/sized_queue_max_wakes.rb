# SizedQueue#max= raising the limit wakes one waiting producer per new place,
# each in turn (1.8.7's order: the first woken pushes and runs on before
# max= returns); lowering it wakes nobody.
require 'thread'
# taken in a critical section (no timer tick may let a woken thread run
# meanwhile); the queue's own calls come last: they end the section
def snapshot(max, ths, sq)
  Thread.critical = true
  [max, $log.dup, ths.map {|t| t.status }, sq.length, sq.num_waiting]
ensure
  Thread.critical = false
end
[2, 3, 4].each do |max|
  sq = SizedQueue.new(1)
  sq << 0
  $log = []
  ths = (1..3).map {|i| Thread.new { sq << i; $log << i; Thread.pass; $log << -i } }
  Thread.pass until ths.all? {|t| t.stop? }
  sq.max = max
  p snapshot(max, ths, sq)
  Thread.pass
  p snapshot(max, ths, sq)
  sq.max = 1
  p [sq.max, ths.map {|t| t.status }]
  got = (1..4).map { sq.pop }
  ths.each {|t| t.join }
  p [got, $log, sq.length]
end
