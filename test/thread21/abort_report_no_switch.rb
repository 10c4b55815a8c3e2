# a thread that dies of an exception with abort_on_exception reports it
# with no switch to another thread in between (the writes to $stderr
# switch as sync writes do); then main gets SystemExit
$stdout.sync = true
log = []
o = Object.new
o.instance_variable_set(:@log, log)
def o.write(s) @log << s; $stdout.syswrite ""; s.size end
$stderr = o
t = Thread.new { Thread.current.abort_on_exception = true; Thread.stop; raise "aoe" }
u = Thread.new { 5.times { log << "<u>"; Thread.pass } }
Thread.pass
begin
  t.run
  Thread.pass
  log << "<main>"
rescue SystemExit => e
  log << "<main SystemExit>"
end
u.join
$stderr = STDERR
puts log.join.gsub(/\n/, "|\n")
