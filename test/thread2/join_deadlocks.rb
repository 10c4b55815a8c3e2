# join errors as 1.8.7 raises them: a mutual join (also against a thread
# waiting for a Mutex we hold) is a ThreadError, a join while
# Thread.critical is a fatal deadlock at once; `sleep` without end is a
# timed wait, never a deadlock (a signal may end it)
require 'thread'
def msg(e) e.message.gsub(/0x[0-9a-f]+/, "X") end
main = Thread.current
a = Thread.new { begin; main.join; rescue Exception => e; p [:a, e.class]; end }
Thread.pass
begin; a.join; rescue ThreadError => e; p e.class, msg(e); end
p a.status
a.raise "go"
a.join
m = Mutex.new
m.lock
t = Thread.new { m.lock; :locked }
Thread.pass
begin; t.join; rescue ThreadError => e; p e.class, msg(e); end
m.unlock
p t.value
begin; Thread.current.join; rescue ThreadError => e; p msg(e); end
b = Thread.new { 1 }
b.join
Thread.critical = true
begin
  b.join
rescue Exception => e
  p e.class, msg(e), Thread.critical
end
Thread.critical = false
rd, wr = IO.pipe
pid = fork do
  rd.close
  $stdout.reopen(wr)
  $stderr.reopen(wr)
  $stdout.sync = true
  trap("USR1") { puts "woken"; exit 3 }
  Thread.new { sleep }
  Thread.new { Thread.stop }
  puts "ready"
  sleep
end
wr.close
puts rd.gets
sleep 0.3
Process.kill("USR1", pid)
print rd.read
Process.wait(pid)
p $?.exitstatus
