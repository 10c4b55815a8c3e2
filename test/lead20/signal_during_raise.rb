# a signal that arrives while a raise builds its backtrace is taken after
# the raise, not as the silent fatal "exception reentered" (status 1)
ack_r, ack_w = IO.pipe
parent = $$
pid = fork do
  ack_w.close
  # a moment later, when the parent is raising in its loop
  10.times { |i| ack_r.read(1); sleep 0.01 + i * 0.002; Process.kill(:TERM, parent) }
  exit!(0)
end
ack_r.close
count = 0
raised = 0
begin
  # the child sends each signal only after this acknowledgement
  ack_w.write "a"; ack_w.flush
  loop do
    begin
      raise ArgumentError, "x"
    rescue ArgumentError
      raised += 1
    end
  end
rescue SignalException => e
  count += 1
  retry if count < 10
end
ack_w.close
Process.wait(pid)
p [count, $?.exitstatus]
