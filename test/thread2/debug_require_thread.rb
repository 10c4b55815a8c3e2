# require 'thread' under $DEBUG leaves Thread.abort_on_exception alone
# (1.8.7's thread library is C); $DEBUG alone makes a thread's error fatal
$DEBUG = true
require 'thread'
p Thread.abort_on_exception
$stdout.sync = true
t = Thread.new { Thread.stop; raise "boom" }
Thread.pass
begin
  t.run
  sleep 0.5
rescue SystemExit => e
  p e.status
end
