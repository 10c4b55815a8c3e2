# Mutex#lock waits as a join on the owner (1.8.7): two threads locking each
# other's mutex, or a lock against a joiner, raise the mutual-join ThreadError
require 'thread'
a = Mutex.new; b = Mutex.new
a.lock
t = Thread.new { b.lock; a.lock; :t_got_a }
Thread.pass
begin
  b.lock
rescue ThreadError => e
  p e.message.gsub(/0x\h+|0x[0-9a-f]+/, 'X')
end
p a.locked?, b.locked?, t.status
a.unlock
p t.value, a.locked?, b.locked?
# join then lock: t2 joins main while main locks t2's mutex
m = Mutex.new
t2 = Thread.new { m.lock; Thread.main.join }
Thread.pass
begin; m.lock; rescue ThreadError => e; p e.message.gsub(/0x[0-9a-f]+/, 'X'); end
t2.kill
p m.locked?
