# trap with a block and a string command, Signal.list, Process.kill return.
$stdout.sync = true
got = []
trap("USR1") { |s| got << s }
Process.kill("USR1", Process.pid)
sleep 0.1 while got.empty?
p got
p trap(:USR1, "IGNORE").class
Process.kill(:SIGUSR1, $$)
sleep 0.05
p got.size
p trap("USR1", "DEFAULT")
p Signal.list["TERM"]
p Signal.list["HUP"]
begin
  Process.kill("USR1", $$)
  sleep 1
rescue SignalException => e
  p e.class
  p e.message
  p e.signo
end
begin
  raise Interrupt
rescue Interrupt => e
  p [e.message, e.signo]
end
p SignalException.new("INT").signo
p SignalException.new(15).message
