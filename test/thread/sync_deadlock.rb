# deadlocks through Mutex, Queue and ConditionVariable are reported in
# 1.8.7's format: a Mutex#lock waiter joins the lock's owner (J), a
# Queue#pop or ConditionVariable#wait waiter is stopped (-)
ruby = File.readlink("/proc/self/exe")
progs = [
  'require "thread"
   m = Mutex.new
   m.lock
   t = Thread.new { m.lock }
   Thread.stop',
  'require "thread"
   m = Mutex.new
   t = Thread.new { m.lock; Thread.stop }
   m.lock',
  'require "thread"
   q = Queue.new
   t = Thread.new { q.pop }
   q.pop',
  'require "thread"
   m = Mutex.new
   cv = ConditionVariable.new
   t = Thread.new { m.synchronize { cv.wait(m) } }
   begin
     m.synchronize { cv.wait(m) }
   rescue Exception => e
     p e.class, m.locked?
   end',
  'require "thread"
   sq = SizedQueue.new(1)
   sq << 1
   Thread.new { sq << 2 }
   sq << 3',
]
progs.each_with_index do |prog, i|
  File.open("sd#{i}.rb", "w") { |f| f.write(prog) }
  out = `#{ruby} sd#{i}.rb 2>&1`
  puts out.gsub(/0x[0-9a-f]+/, "0xX")
  p $?.exitstatus
end
