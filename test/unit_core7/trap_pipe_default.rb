# "DEFAULT" (and "SIG_DFL") for SIGPIPE is Ruby's own default, not the
# system's: a write to a closed pipe still fails with Errno::EPIPE
$stdout.sync = true
def write_closed
  r, w = IO.pipe
  r.close
  begin
    w.write "x"
    w.flush
    :wrote
  rescue => e
    e.class
  end
end
p trap("PIPE", "IGNORE"), write_closed
p trap("PIPE", "DEFAULT"), write_closed
p trap("PIPE", "SIG_DFL"), write_closed
p trap("PIPE") { puts "handler" }.class, write_closed
sleep 0.1
p trap("PIPE", "DEFAULT").class, write_closed
pid = fork { trap("PIPE", "DEFAULT"); p write_closed; exit!(0) }
Process.wait(pid)
p $?.exitstatus
