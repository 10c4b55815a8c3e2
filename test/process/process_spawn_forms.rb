# system/exec/backtick/popen argument forms of 1.8.7: [cmd, argv0], no env hash, shell metachars
$stdout.sync = true
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t(:argv0_pair) { system(["echo", "my_echo"], "pair") }
t(:argv0_bad) { system(["echo"], "x") }
t(:argv0_three) { system(["echo", "a", "b"], "x") }
t(:env_hash) { system({"A" => "1"}, "echo") }
t(:no_args) { system }
t(:nil_arg) { system(nil) }
t(:int_arg) { system(1) }
t(:multi_int) { system("echo", 1) }
t(:shell_meta) { system("echo meta && echo chain") }
t(:shell_glob) { Dir.mkdir("gd"); File.open("gd/f1", "w") {}; system("echo gd/*") }
t(:empty_cmd) { system("") }
t(:spaces_cmd) { system("   ") }
t(:backtick_meta) { `echo a; echo b` }
t(:popen_array) { IO.popen(["echo", "x"]) { |f| f.read } }
t(:popen_nil) { IO.popen(nil) }
t(:exec_pair_fork) { pid = fork { exec(["echo", "argv0"], "from exec") }; Process.wait(pid); $?.exitstatus }
t(:exec_nil) { exec(nil) }
t(:exec_none) { exec }
t(:exec_hash) { exec({"A" => "1"}, "true") }
t(:status_after_system_false) { system("sh -c 'exit 5'"); [$?.exitstatus, $?.success?] }
t(:backtick_signal) { `sh -c 'kill -9 $$'`; [$?.signaled?, $?.termsig] }
t(:system_quote) { system("echo", "with 'quotes' and $HOME") }
