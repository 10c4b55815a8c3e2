# 1.8.7: SIGCHLD has its default action while system runs, so a CHLD trap
# does not fire for system's child; backticks, popen and fork do fire it
$n = 0
trap(:CHLD) { $n += 1 }
def count(label)
  $n = 0
  r = yield
  sleep 0.2
  p [label, r, $n]
end
count(:system_cmd) { system("true") }
count(:system_shell) { system("true; exit 3") }
count(:system_args) { system("true", "a") }
count(:system_missing) { system("/nonexistent/core23-x") }
count(:backtick) { `true`; $?.exitstatus }
count(:popen) { IO.popen("true") { |f| f.read } }
count(:fork) { fork { exit!(0) }; Process.wait; $?.exitstatus }
count(:exec_missing) { (exec("/nonexistent/core23-y") rescue $!.class) }
p trap(:CHLD, "DEFAULT").class
