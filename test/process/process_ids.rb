# Process ids and groups: uid/gid readers and writers, Process::Sys, UID/GID modules
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
uid, gid = Process.uid, Process.gid
t(:types) { [Process.pid, Process.ppid, Process.uid, Process.gid, Process.euid, Process.egid].map { |x| x.class } }
t(:pid_dollar) { Process.pid == $$ }
t(:sys_get) { [Process::Sys.getuid == uid, Process::Sys.getgid == gid, Process::Sys.geteuid == Process.euid, Process::Sys.getegid == Process.egid] }
t(:uid_mod) { [Process::UID.rid == uid, Process::UID.eid == Process.euid, Process::GID.rid == gid, Process::GID.eid == Process.egid] }
t(:exchangeable) { [Process::UID.re_exchangeable?, Process::GID.sid_available?] }
t(:set_same_uid) { Process.send(:uid=, uid) == uid }
t(:set_same_egid) { Process.send(:egid=, Process.egid) == Process.egid }
t(:sys_setuid_same) { Process::Sys.setuid(uid) }
t(:sys_setresgid_same) { Process::Sys.setresgid(gid, gid, gid) }
t(:uid_str) { Process.uid = "x" }
t(:sys_str) { Process::Sys.setuid("x") }
t(:change_same) { Process::UID.change_privilege(uid) == uid }
t(:switch_same) { Process::UID.switch }
t(:issetugid) { begin; Process::Sys.issetugid; rescue NotImplementedError => e; [e.class, e.message]; end }
t(:groups) { Process.groups.class }
t(:groups_bad) { Process.groups = "x" }
t(:groups_badname) { Process.groups = ["no_such_group_zz"] }
t(:maxgroups) { Process.maxgroups }
t(:maxgroups_set) { [Process.send(:maxgroups=, 10), Process.maxgroups] }
t(:maxgroups_big) { Process.maxgroups = 100000; Process.maxgroups }
t(:maxgroups_str) { Process.maxgroups = "x" }
t(:setpgrp_kind) { Process.respond_to?(:setpgrp) }
t(:getpgrp) { Process.getpgrp == Process.getpgid(0) }
t(:getpgid_bad) { Process.getpgid(-5) }
t(:kill_zero) { Process.kill(0, Process.pid) }
t(:kill_noargs) { Process.kill }
t(:kill_onearg) { Process.kill(0) }
t(:kill_badname) { Process.kill("FOO", Process.pid) }
t(:kill_badnum) { Process.kill(999, Process.pid) }
t(:kill_nosuch) { Process.kill(0, 2**30) }
t(:kill_sym) { Process.kill(:FOO, Process.pid) }
t(:kill_sig_prefix) { Process.kill("SIGFOO", Process.pid) }
t(:kill_neg_name) { Process.kill("-FOO", Process.pid) }
t(:kill_float) { Process.kill(1.5, 2**30) }
t(:times) { t = Process.times; [t.class, t.members, t.utime.class] }
