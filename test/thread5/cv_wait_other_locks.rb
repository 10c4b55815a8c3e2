# ConditionVariable#wait handles only a plain Mutex itself; any other lock
# -- a Mutex subclass, a Mutex with singleton methods, an object of our
# own -- is released through its exclusive_unlock, whose block waits for
# the signal and then calls its lock (inside the block), as in 1.8.7.
require 'thread'
$log = []
class LoggedMutex < Mutex
  def exclusive_unlock(&b); $log << :xu; super; end
  def lock; $log << :lock; super; end
end
cv = ConditionVariable.new
m = LoggedMutex.new
t = Thread.new { m.synchronize { cv.wait(m); :subclass_woke } }
Thread.pass until t.stop?
m.synchronize { cv.signal }
p [t.value, $log]
$log.clear
m2 = Mutex.new
def m2.exclusive_unlock(&b); $log << :single_xu; super; end
t = Thread.new { m2.synchronize { cv.wait(m2); :singleton_woke } }
Thread.pass until t.stop?
m2.synchronize { cv.signal }
p [t.value, $log]
class FakeLock
  attr_reader :log
  def initialize; @log = []; end
  def exclusive_unlock; @log << :xu; yield; @log << :after_block; end
  def lock; @log << :lock; end
end
f = FakeLock.new
t = Thread.new { cv.wait(f); :fake_woke }
Thread.pass until t.stop?
p f.log
cv.signal
p [t.value, f.log]
def show(l) ; r = begin; yield.inspect; rescue Exception => e; "#{e.class}: #{e.message}"; end; puts "#{l}: #{r}"; end
show(:unlocked_subclass) { cv.wait(LoggedMutex.new) }
show(:unlocked_plain) { cv.wait(Mutex.new) }
show(:nil) { cv.wait(nil) }
