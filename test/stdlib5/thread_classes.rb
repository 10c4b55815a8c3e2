# thread.rb: Mutex, Queue, SizedQueue, ConditionVariable blocking and errors
require 'thread'
require "helper"
show("mutex lock twice") { m = Mutex.new; m.lock; m.lock rescue $!.class }
show("mutex unlock other") { m = Mutex.new; m.lock; Thread.new { m.unlock rescue $!.class }.value }
show("mutex unlock other2") { m = Mutex.new; m.lock; Thread.new { begin; m.unlock; :ok; rescue => e; [e.class, e.message]; end }.value }
show("mutex try_lock") { m = Mutex.new; [m.try_lock, m.try_lock] }
show("mutex sync raise") { m = Mutex.new; (m.synchronize { raise "x" } rescue nil); m.locked? }
show("mutex marshal") { Marshal.dump(Mutex.new) rescue $!.class }
show("queue pop blocks") { q = Queue.new; t = Thread.new { q.pop }; sleep 0.05; r = [t.status, q.num_waiting]; q << 5; [r, t.value] }
show("queue marshal") { q = Queue.new; q << 1; Marshal.load(Marshal.dump(q)).pop rescue $!.class }
show("sized push blocks") { q = SizedQueue.new(1); q << 1; t = Thread.new { q << 2; :pushed }; sleep 0.05; r = [t.status, q.num_waiting]; q.pop; [r, t.value, q.size] }
show("sized max= grow") { q = SizedQueue.new(1); q << 1; t = Thread.new { q << 2; :ok }; sleep 0.05; q.max = 2; t.value }
show("sized pop nonblock") { SizedQueue.new(1).pop(true) rescue [$!.class, $!.message] }
show("cv wait signal") { m = Mutex.new; cv = ConditionVariable.new; r = []; t = Thread.new { m.synchronize { cv.wait(m); r << :a } }; sleep 0.05; m.synchronize { cv.signal }; t.join; r }
show("cv broadcast") { m = Mutex.new; cv = ConditionVariable.new; n = 0; ts = (1..3).map { Thread.new { m.synchronize { cv.wait(m); n += 1 } } }; sleep 0.05; m.synchronize { cv.broadcast }; ts.each { |t| t.join }; n }
show("cv signal none") { ConditionVariable.new.signal.class }
show("exclusive") { Thread.exclusive { 5 } }
show("queue class") { [Queue.instance_methods(false).sort, SizedQueue.instance_methods(false).sort] }
show("mutex class") { Mutex.instance_methods(false).sort }
show("cv class") { ConditionVariable.instance_methods(false).sort }
show("deadlock") { begin; m = Mutex.new; m.lock; t = Thread.new { m.lock }; sleep 0.05; t.status; ensure; m.unlock; t.join; end }
