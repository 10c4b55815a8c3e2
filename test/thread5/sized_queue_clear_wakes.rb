# SizedQueue#clear wakes a single waiting producer however many places it
# frees (1.8.7); the others sleep until a pop or another clear.
require 'thread'
[1, 2, 3].each do |max|
  sq = SizedQueue.new(max)
  max.times {|i| sq << -i }
  $log = []
  ths = (1..3).map {|i| Thread.new { sq << i; $log << i; Thread.pass; $log << -i } }
  Thread.pass until ths.all? {|t| t.stop? }
  sq.clear
  p [max, $log, ths.map {|t| t.status }, sq.length, sq.num_waiting]
  Thread.pass
  p [max, $log, ths.map {|t| t.status }, sq.length, sq.num_waiting]
  got = (1..3).map { sq.pop }
  ths.each {|t| t.join }
  p [got, $log, sq.length]
end
