# a deadlock found by another thread: every thread is listed (from the one
# after the finder round to it), and the fatal error reaches the main
# thread as Thread#raise would send it (at the finder's line, without the
# frame main waited in); a deadlock found by main is raised where it is
RUBY = File.readlink("/proc/self/exe")
def child(code)
  File.open("dl.rb", "w") { |f| f.write(code) }
  rd, wr = IO.pipe
  pid = fork { $stdout.reopen(wr); $stderr.reopen(wr); exec(RUBY, "dl.rb") }
  wr.close
  out = rd.read
  Process.wait(pid)
  puts out.gsub(/0x[0-9a-f]+/, "X")
  p $?.exitstatus
end
child(<<'EOS')
require 'thread'
q = Queue.new
a = Thread.new { q.pop }
m = Mutex.new; cv = ConditionVariable.new
b = Thread.new { m.synchronize { cv.wait(m) } }
c = Thread.new { sleep 0.1; Thread.stop }
d = Thread.new { a.join }
q.pop
EOS
child(<<'EOS')
def w; Thread.stop; end
t = Thread.new { sleep 0.1; Thread.stop }
begin
  w
rescue Exception => e
  p e.class, e.backtrace
end
puts "end"
EOS
child(<<'EOS')
t = Thread.new { Thread.main.join }
Thread.stop
EOS
