# A TERM sent to a child right after fork may land before the child sleeps:
# the child must not sleep through it (the lone thread's sleep tests the
# pending flag with signals blocked, then unblocks them atomically)
slow = 0
signaled = 0
100.times do
  t = Time.now
  pid = fork { sleep 5 }
  Process.kill(:TERM, pid)
  Process.wait(pid)
  signaled += 1 if $?.signaled? && $?.termsig == Signal.list["TERM"]
  slow += 1 if Time.now - t > 2
end
p [signaled, slow]
