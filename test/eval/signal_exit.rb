# an uncaught SignalException runs the at_exit procs, prints no report and
# ends the process by that signal
$stdout.sync = true
at_exit { puts "at_exit runs" }
begin
  raise SignalException, "HUP"
rescue SignalException => e
  puts "rescued #{e.signo}"
end
puts "before"
raise SignalException, "TERM"
