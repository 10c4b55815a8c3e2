require "helper"
require "pty"
$stdout.sync = true
ENV["SHELL"] = "/bin/sh"

show("methods") { PTY.singleton_methods.sort }
show("private") { PTY.private_instance_methods(false).sort }
show("ChildExited") { PTY::ChildExited.ancestors[0, 4] }
show("status of new") { PTY::ChildExited.new("x").status }
show("status arity") { PTY::ChildExited.instance_method(:status).arity }

# runs the block inside PTY.spawn(*cmd) (whose value is nil), gives the
# block's value; the child is made to wait, so that it ends after the block
def spawned(*cmd)
  files = v = nil
  p PTY.spawn(*cmd) { |r, w, pid| files = [r, w]; v = yield(r, w, pid) }
  files.each { |f| f.close }   # the child gets SIGHUP
  v
end

# the pair of Files over the master side
show("files") {
  spawned("cat") { |r, w, pid|
    p [r.class, w.class, pid.class, r.equal?(w), r.fileno == w.fileno]
    p [r.path =~ %r{\A/dev/pts/\d+\z}, w.path == r.path, r.tty?, r.sync, w.sync]
    w.puts "hello"
    p r.gets   # the terminal's echo
    r.gets     # cat's copy
  }
}
show("one array") { p PTY.spawn("cat") { |*a| p [a.size, a[0].size] } }
show("words") { spawned("sh", "-c", 'echo "$1" $2; sleep 5', "sh", "a  b", "c") { |r, w, pid| r.gets } }
show("prog argv0") { spawned(["sh", "zz"], "-c", "echo $0; sleep 5") { |r, w, pid| r.gets } }
show("getpty") { spawned("echo $((6*7)) | tr 4 5; sleep 5") { |r, w, pid| r.gets } }
show("terminal") {
  spawned("tty | sed 's/[0-9]//g'; stty -a | grep -o -- '-\\?echo '; sleep 5") { |r, w, pid|
    [r.gets, r.gets]
  }
}
show("pid is child") { spawned("echo $$; sleep 5") { |r, w, pid| r.gets.to_i == pid } }
show("default shell") {
  spawned { |r, w, pid| w.puts "echo $((6*7))"; l = r.gets until l =~ /42/; l[/42\r\n/] }
}

# without a block the child's end is raised in the spawning thread
show("exited") {
  r = w = pid = nil
  begin
    r, w, pid = PTY.spawn("read x; echo $x; read x; exit 3")
    w.puts "hi"
    p r.gets, r.gets
    w.puts
    sleep 5
    :not_raised
  rescue PTY::ChildExited => e
    p e.message == "pty - exited: #{pid}"
    p e.status.class, e.status.exitstatus, e.status.pid == pid
    p e.instance_variables
    p Process.wait(pid) rescue p $!.class
  end
}
show("signaled") {
  begin
    PTY.spawn("kill -9 $$") { sleep 5 }
  rescue PTY::ChildExited => e
    [e.message[/pty - \w+/], e.status.termsig]
  end
}
show("stopped") {
  begin
    PTY.spawn("read x; kill -STOP $$; echo a") { |r, w, pid|
      begin
        w.puts
        sleep 5
      rescue PTY::ChildExited => e
        p [e.message[/pty - \w+/], e.status.stopped?]
        Process.kill(:CONT, pid)
        p r.gets, r.gets
        sleep 5
      end
    }
  rescue PTY::ChildExited => e
    e.message[/pty - \w+/]
  end
}
show("end of input") {
  spawned("cat") { |r, w, pid|
    w.puts "x"
    r.gets; r.gets
    w.print "\004"
    begin
      r.gets
      sleep 5
    rescue Errno::EIO, PTY::ChildExited
      :ended
    end
  }
}
# after the block the child is no more watched
show("after block") { p PTY.spawn("sleep 0.2") { }; sleep 0.6; :quiet }

# a read waits without stopping the other threads
show("threads") {
  r, w, pid = PTY.spawn("cat")
  t = Thread.new { r.gets; r.gets }
  sleep 0.2
  p :main_runs
  w.puts "hi"
  v = t.value
  begin
    Process.kill(:TERM, pid)
    sleep 5
  rescue PTY::ChildExited
  end
  v
}
show("protect_signal") { PTY.protect_signal { p :in; 5 } }
show("protect_signal noblock") { PTY.protect_signal }
show("protect_signal arg") { PTY.protect_signal(1) { } }
show("reset_signal") { PTY.reset_signal }
