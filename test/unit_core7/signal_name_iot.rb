# signal 6 is named SIGIOT (its first name in 1.8.7's list), ABRT and IOT both trap it
p SignalException.new(6).message, SignalException.new("ABRT").signo, SignalException.new("IOT").message
pid = fork { Process.kill("ABRT", $$); sleep 1 }
Process.wait(pid)
p $?.termsig, $?.inspect.sub(/pid=\d+/, "pid=N")
p Signal.list["ABRT"], Signal.list["IOT"]
p trap("ABRT") { }.inspect, trap("IOT", "DEFAULT").class
