# a signal sent soon after IO.popen reaches the command: the child does not
# keep Ruby's handlers while it closes descriptors before exec
t = Time.now
f = IO.popen("sleep 5")
sleep 0.1
Process.kill(:TERM, f.pid)
f.close
p [$?.signaled?, $?.termsig, $?.exitstatus]
p Time.now - t < 4
