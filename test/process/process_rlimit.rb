# Process.getrlimit/setrlimit: constants, RLIM_INFINITY, wrong arguments
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t(:consts) { %w(RLIMIT_CORE RLIMIT_CPU RLIMIT_DATA RLIMIT_FSIZE RLIMIT_NOFILE RLIMIT_STACK RLIMIT_AS RLIMIT_RSS RLIMIT_NPROC RLIMIT_MEMLOCK RLIMIT_SBSIZE).map { |c| Process.const_defined?(c) } }
t(:const_values) { [Process::RLIMIT_CPU, Process::RLIMIT_FSIZE, Process::RLIMIT_DATA, Process::RLIMIT_STACK, Process::RLIMIT_CORE, Process::RLIMIT_NOFILE, Process::RLIMIT_AS] }
t(:infinity) { [Process::RLIM_INFINITY == 2**64 - 1, Process::RLIM_INFINITY.class] }
t(:saved) { [Process::RLIM_SAVED_MAX == Process::RLIM_INFINITY, Process::RLIM_SAVED_CUR == Process::RLIM_INFINITY] }
t(:get) { r = Process.getrlimit(Process::RLIMIT_NOFILE); [r.class, r.size, r[0].class] }
t(:get_str) { Process.getrlimit("NOFILE") }
t(:get_sym) { Process.getrlimit(:NOFILE) }
t(:get_bad) { Process.getrlimit(9999) }
t(:get_nil) { Process.getrlimit(nil) }
t(:get_noargs) { Process.getrlimit }
cur, max = Process.getrlimit(Process::RLIMIT_CORE)
t(:set_ret) { Process.setrlimit(Process::RLIMIT_CORE, 0) }
t(:set_then_get) { Process.getrlimit(Process::RLIMIT_CORE)[0] }
t(:set_two) { Process.setrlimit(Process::RLIMIT_CORE, 0, 0); Process.getrlimit(Process::RLIMIT_CORE) }
t(:set_neg) { Process.setrlimit(Process::RLIMIT_CORE, -1) }
t(:set_above_max) { Process.setrlimit(Process::RLIMIT_FSIZE, 10, 5) }
t(:set_str_res) { Process.setrlimit("CORE", 0) }
t(:set_bad_type) { Process.setrlimit(Process::RLIMIT_CORE, "x") }
t(:set_too_few) { Process.setrlimit(Process::RLIMIT_CORE) }
t(:set_too_many) { Process.setrlimit(1, 2, 3, 4) }
t(:set_nofile) { Process.setrlimit(Process::RLIMIT_NOFILE, 64); Process.getrlimit(Process::RLIMIT_NOFILE) }
t(:set_float) { Process.setrlimit(Process::RLIMIT_NOFILE, 32.9); Process.getrlimit(Process::RLIMIT_NOFILE) }
t(:priority) { [Process::PRIO_PROCESS, Process::PRIO_PGRP, Process::PRIO_USER, Process.getpriority(Process::PRIO_PROCESS, 0).class] }
t(:priority_bad) { Process.getpriority(99, 0) }
t(:setpriority) { Process.setpriority(Process::PRIO_PROCESS, 0, Process.getpriority(Process::PRIO_PROCESS, 0)) }
t(:setpriority_bad) { Process.setpriority(99, 0, 0) }
