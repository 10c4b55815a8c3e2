# exec, backticks and %x, system with and without the shell, $? after each,
# exit! status, exec failures as Errno exceptions.
$stdout.sync = true
p `echo one two`
p %x{printf '%s-%s' a b}
p `sh -c 'exit 4'`
p $?.exitstatus
p `echo err 1>&2; echo out`
x = "interp"
p `echo #{x}`
p `printf 'a\nb\n'`.split("\n")
p system("true; exit 0"), system("true; exit 1")
p system("echo", "no shell: $HOME;", "*")
pid = fork { exec("echo", "exec with args") }
Process.wait(pid)
p $?.exitstatus
pid = fork { exec("echo exec through the shell; exit 9") }
Process.wait(pid)
p $?.exitstatus
pid = fork do
  begin
    exec("/no/such/program_xyz")
  rescue SystemCallError => e
    puts "#{e.class}: #{e.message}"
    exit! 5
  end
end
Process.wait(pid)
p $?.exitstatus
pid = fork do
  begin
    exec("/")
  rescue SystemCallError => e
    puts "#{e.class}: #{e.message}"
  end
  exit!
end
Process.wait(pid)
p $?.exitstatus
pid = fork { exit!(true) }
Process.wait(pid)
p $?.exitstatus
pid = fork { exit!(false) }
Process.wait(pid)
p $?.exitstatus
begin
  exec
rescue ArgumentError => e
  puts e.class
end
begin
  system
rescue ArgumentError => e
  puts e.class
end
p `true`.class
