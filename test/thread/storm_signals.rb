# 10,000 signals to a process running threads: the handler runs, nothing
# crashes, the threads finish their work
got = 0
trap("USR1") { got += 1 }
work = (1..4).map { |i| Thread.new { s = 0; 20000.times { |k| s += k; Thread.pass if k % 100 == 0 }; s } }
parent = Process.pid
pid = fork do
  10000.times { Process.kill("USR1", parent) rescue exit!(1) }
  exit!(0)
end
Process.wait(pid)
p $?.exitstatus
sleep 0.2
p work.map { |t| t.value }
p got > 0
trap("USR1", "DEFAULT")
