# $SAFE = 2: process ids, groups, limits, priorities, signals and waits
def try(label)
  r = yield
  puts "#{label}: ok #{r.class}"
rescue SecurityError => e
  puts "#{label}: #{e.class}: #{e.message}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
def pid_in_method; $$; end
$SAFE = 2
try("$$") { $$ }
try("$$ in a method") { pid_in_method }
%w(pid ppid uid gid euid egid groups maxgroups getpgrp times wait wait2 waitpid
   waitpid2 waitall setsid setpgrp).each { |n| try(n) { Process.send(n) } }
try("getpgid") { Process.getpgid(0) }
try("getpgid bad") { Process.getpgid("x") }
try("setpgid") { Process.setpgid(0, 0) }
try("getpriority") { Process.getpriority(Process::PRIO_PROCESS, 0) }
try("getpriority bad") { Process.getpriority("x", 0) }
try("setpriority") { Process.setpriority(Process::PRIO_PROCESS, 0, 0) }
try("getrlimit") { Process.getrlimit(Process::RLIMIT_CORE) }
try("getrlimit bad") { Process.getrlimit("x") }
try("setrlimit") { Process.setrlimit(Process::RLIMIT_CORE, 0, 0) }
try("detach") { Process.detach(999999) }
try("wait bad") { Process.wait("x") }
try("uid=") { Process.uid = Process.uid }
try("uid= bad") { Process.uid = "x" }
try("gid=") { Process.gid = Process.gid }
try("gid= bad") { Process.gid = "x" }
try("euid=") { Process.euid = Process.euid }
try("euid= bad") { Process.euid = "x" }
try("egid=") { Process.egid = Process.egid }
try("egid= bad") { Process.egid = "x" }
try("maxgroups=") { Process.maxgroups = Process.maxgroups }
try("maxgroups= bad") { Process.maxgroups = "x" }
try("groups= bad") { Process.groups = "x" }
try("Sys.getuid") { Process::Sys.getuid }
try("Sys.setuid") { Process::Sys.setuid(0) }
try("Sys.setgid bad") { Process::Sys.setgid("x") }
try("Sys.seteuid") { Process::Sys.seteuid(0) }
try("Sys.setegid") { Process::Sys.setegid(0) }
try("Sys.setreuid bad") { Process::Sys.setreuid("x", 1) }
try("Sys.setregid") { Process::Sys.setregid(0, 0) }
try("Sys.setresuid") { Process::Sys.setresuid(0, 0, 0) }
try("Sys.setresgid") { Process::Sys.setresgid(0, 0, 0) }
try("UID.rid") { Process::UID.rid }
try("UID.change_privilege bad") { Process::UID.change_privilege("x") }
try("GID.change_privilege") { Process::GID.change_privilege(0) }
try("UID.grant_privilege") { Process::UID.grant_privilege(0) }
try("UID.grant_privilege bad") { Process::UID.grant_privilege("x") }
try("UID.eid=") { Process::UID.eid = 0 }
try("UID.eid= bad") { Process::UID.eid = "x" }
try("UID.re_exchange") { Process::UID.re_exchange }
try("GID.switch") { Process::GID.switch }
try("UID.re_exchangeable?") { Process::UID.re_exchangeable? }
try("kill") { Process.kill("TERM", 999999) }
try("kill 0") { Process.kill(0, 999999) }
try("kill bad signal") { Process.kill("x", 1) }
try("trap") { trap("USR1") { } }
try("trap IGNORE") { trap("USR1", "IGNORE") }
try("Signal.trap") { Signal.trap("USR1", "DEFAULT") }
