# an exception raised while a raise sets the backtrace (an untainted
# exception at $SAFE 4, a failing set_backtrace) is fatal "exception
# reentered": no rescue sees it, ensure runs, at_exit sees it in $!, and
# the program ends with status 1 and no report
ruby = File.readlink("/proc/self/exe")
def run(ruby, code)
  r, w = IO.pipe
  pid = fork { $stderr.reopen(w); $stdout.reopen(w); exec(ruby, "-e", code) }
  w.close
  out = r.read
  Process.wait(pid)
  puts "#{out.split("\n").join(' | ')} [#{$?.exitstatus}]"
end
run ruby, <<'R'
  e = RuntimeError.new("x")
  def e.set_backtrace(b); raise "in set_backtrace"; end
  begin; raise e; rescue Exception => x; p [:rescued, x]; ensure puts "ensure"; end
R
run ruby, <<'R'
  e = RuntimeError.new("x")
  at_exit { $SAFE = 0; p [$!, $!.backtrace] }
  $SAFE = 4
  begin; raise e; rescue Exception; exit! 5; end
R
run ruby, <<'R'
  e = RuntimeError.new("x")
  def e.backtrace; raise "in backtrace"; end
  begin; raise e; rescue Exception; p :rescued; end
R
run ruby, <<'R'
  e = RuntimeError.new("x")
  e.set_backtrace(["set:1"])
  $SAFE = 4
  raise e
R
run ruby, <<'R'
  e = RuntimeError.new("x")
  def e.set_backtrace(b); raise "in set_backtrace"; end
  at_exit { $stderr.puts "ae2" }
  at_exit { begin; raise "q"; rescue; $stderr.puts "rescued q"; end; $stderr.puts "not here" }
  at_exit { $stderr.puts "ae1 #{$!.inspect}" }
  begin
    raise e
  ensure
    begin; raise "in ensure"; rescue; $stderr.puts "not here"; end
  end
R
