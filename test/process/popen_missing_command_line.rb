# The child of a backtick whose command does not exist reports "file:N:
# command not found". 1.8.7 names the position it last synced: the last
# line of the parsed program, then the line of the latest raise, or the
# line of the latest eval/require call once it returns.
$stdout.sync = true
$stderr.reopen($stdout)
p `no_such_command_popen_q1`
def raiser
  raise "x"
end
begin
  raiser
rescue
end
p `no_such_command_popen_q2`
def evaller
  eval("1\n2\n3\n")
end
evaller
p `no_such_command_popen_q3`
p IO.popen("no_such_command_popen_q4") { |io| io.read }
Thread.new { 1 }.join
warn "warned"
p `no_such_command_popen_q5`
begin
  [1].fetch(5)
rescue IndexError
end
p `no_such_command_popen_q6`


