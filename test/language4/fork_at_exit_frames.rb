# a forked child's at_exit procs run from the top frame: their backtraces and
# caller name none of the frames fork was called from (1.8.7)
def m
  [1].each do
    pid = fork { at_exit { raise "x" }; puts "child" }
    Process.wait(pid)
  end
end
m
pid = fork { at_exit { p caller(0).size; p caller(0)[0] } }
Process.wait(pid)
pid = fork { raise "in child" }
Process.wait(pid)
