# the deadlock report is written to $stderr, whatever object it is, a
# piece at a time; with a sync IO as $stderr the reporting thread's own
# line says "run:-" (1.8.7's write is a switch point that wakes it).
# Each in a child: a deadlock ends the process after main's rescue.
require 'stringio'
def mask(s) s.gsub(/0x[0-9a-f]+/, "0xX") end
def child
  r, w = IO.pipe
  pid = fork do
    r.close
    $stdout.reopen(w)
    yield
  end
  w.close
  puts mask(r.read)
  Process.wait(pid)
  p $?.exitstatus
end

child do
  o = Object.new
  def o.write(s) (@got ||= []) << s; s.size end
  def o.got() @got end
  $stderr = o
  t = Thread.new { Thread.stop }
  begin; t.join; rescue Exception => e; puts e.message; end
  $stderr = STDERR
  o.got.each {|s| p s }
end

child do
  $stderr = StringIO.new
  t = Thread.new { Thread.stop }
  begin; t.join; rescue Exception => e; end
  s = $stderr.string
  $stderr = STDERR
  puts s
end

child do
  $stdout.sync = true
  $stderr = $stdout
  a = Thread.new { Thread.stop }
  b = Thread.new { Thread.pass; Thread.stop }
  Thread.stop
end

child do
  $stdout.sync = false
  $stderr = $stdout
  a = Thread.new { Thread.stop }
  b = Thread.new { Thread.pass; Thread.stop }
  Thread.stop
end
