# ConditionVariable#broadcast lets the other threads run even when nobody
# waits; #signal without a waiter does not (1.8.7)
require 'thread'
cv = ConditionVariable.new
m = Mutex.new
$l = []
a = Thread.new { $l << :a1; cv.broadcast; $l << :a2; cv.signal; $l << :a3; m.synchronize { cv.signal }; $l << :a4; m.synchronize { cv.broadcast }; $l << :a5 }
b = Thread.new { 8.times { |i| $l << [:b, i]; Thread.pass } }
a.join; b.join
p $l
