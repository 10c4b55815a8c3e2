# ruby -s: a lone "-" before the script's own arguments is a switch too (it
# sets the global "$"), and switches after it are still taken
# (runs the interpreter again as a child through /proc/self/exe)
ruby = File.readlink("/proc/self/exe")
[%w(- -x a), %w(- a -y), %w(-x - -- -y), %w(-=5 b), %w(-a- -b-c=d e)].each do |args|
  r, w = IO.pipe
  pid = fork do
    $stdout.reopen(w); $stderr.reopen(w)
    exec(ruby, "-s", "-e", 'p [ARGV, global_variables.include?("$"), $x, $y, $a_, $b_c]', "--", *args)
  end
  w.close
  print args.inspect, " ", r.read
  Process.wait(pid)
end
