# SizedQueue#clear wakes a single waiting producer however many places it
# frees (1.8.7); the others sleep until a pop or another clear.
# The producers queue up one at a time, and after a clear or a pop every
# thread is let run until it sleeps or ends before a snapshot: what shows
# does not depend on when the timer preempts a thread.
require 'thread'
# taken in a critical section; the queue's own calls come last: they end it
def snapshot(max, ths, sq)
  Thread.critical = true
  [max, $log.dup, ths.map {|t| t.status }, sq.length, sq.num_waiting]
ensure
  Thread.critical = false
end
def settle(ths)
  Thread.pass until ths.all? {|t| t.stop? }
end
[1, 2, 3].each do |max|
  sq = SizedQueue.new(max)
  max.times {|i| sq << -i }
  $log = []
  ths = (1..3).map do |i|
    t = Thread.new { sq << i; $log << i; Thread.pass; $log << -i }
    settle([t])
    t
  end
  p snapshot(max, ths, sq)
  sq.clear
  settle(ths)
  p snapshot(max, ths, sq)
  got = (1..3).map { v = sq.pop; settle(ths); [v, snapshot(max, ths, sq)] }
  ths.each {|t| t.join }
  p [got, $log, sq.length]
end
