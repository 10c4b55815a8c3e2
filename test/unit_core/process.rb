# Process, Signal, ENV and child rubies through test/unit: fork/wait,
# exit statuses, kill, trap forms, ENV methods, the ruby found through
# RbConfig (bindir + ruby_install_name).
require "./fixtures/uc_helper"
require "rbconfig"

class TestProcessCore < Test::Unit::TestCase
  # EnvUtil-style: $RUBY, else this very interpreter (an installed one may be another build)
  INSTALLED = File.join(Config::CONFIG["bindir"], Config::CONFIG["ruby_install_name"] + Config::CONFIG["EXEEXT"])
  RUBY = ENV["RUBY"] || File.readlink("/proc/self/exe")

  def test_rubybin
    assert(File.executable?(RUBY), RUBY)
    assert_match(%r{\A/.+/ruby\z}, INSTALLED)
    out = `#{RUBY} -e 'print 1 + 1'`
    assert_equal("2", out)
    assert_equal(true, system(RUBY, "-e", "exit 0"))
    assert_equal(false, system(RUBY, "-e", "exit 4"))
    assert_equal(4, $?.exitstatus)
    assert_equal("[\"a b\", \"c\"]\n", IO.popen("#{RUBY} -e 'p ARGV' 'a b' c") { |io| io.read })
    assert_equal("x\n", IO.popen("#{RUBY} -e 'puts gets'", "r+") { |io| io.puts "x"; io.close_write; io.read })
    out = `#{RUBY} -e '$stderr.print "err"' 2>&1`
    assert_equal("err", out)
    assert_equal("1.8.7", `#{RUBY} -e 'print RUBY_VERSION'`)
    assert_equal("ok", `#{RUBY} -e 'begin; raise "x"; rescue; print "ok"; end'`)
    `#{RUBY} -e 'raise "boom"' 2>/dev/null`
    assert_equal(1, $?.exitstatus)
    `#{RUBY} -e 'exit!(7)'`
    assert_equal(7, $?.exitstatus)
    `#{RUBY} -e 'abort'`
    assert_equal(1, $?.exitstatus)
  end

  def test_fork_wait
    pid = fork { exit!(3) }
    assert_equal(pid, Process.wait)
    assert_equal(3, $?.exitstatus)
    assert_equal(pid, $?.pid)
    assert_equal(true, $?.exited?)
    assert_equal(false, $?.signaled?)
    pid = fork { exit 5 }
    rpid, st = Process.wait2(pid)
    assert_equal(pid, rpid)
    assert_equal(5, st.exitstatus)
    assert_raise(Errno::ECHILD) { Process.wait }
    pid = fork { sleep 10 }
    assert_nil(Process.waitpid(pid, Process::WNOHANG))
    Process.kill(:TERM, pid)
    Process.wait(pid)
    assert_equal(true, $?.signaled?)
    assert_equal(Signal.list["TERM"], $?.termsig)
    assert_nil($?.exitstatus)
    assert_equal(false, $?.success?) if false
    r, w = IO.pipe
    pid = fork do
      r.close
      w.write "child #{Process.ppid == $ppid_for_test}"
      w.close
      exit!(0)
    end
    w.close
    assert_match(/\Achild/, r.read)
    r.close
    Process.wait(pid)
    pid = fork
    exit!(9) if pid.nil?
    Process.waitpid(pid)
    assert_equal(9, $?.exitstatus)
    assert_equal(9 << 8, $?.to_i)
    assert_equal(true, $? == (9 << 8))
    assert_equal(0, $? & 0xff)
    assert_equal(9, $? >> 8)
    assert_match(/\A#<Process::Status: pid=\d+,exited\(9\)>\z/, $?.inspect)
    assert_equal("2304", $?.to_s)
    pids = (1..3).map { |i| fork { exit!(i) } }
    st = Process.waitall
    assert_equal(pids.sort, st.map { |p, s| p }.sort)
    assert_equal([1, 2, 3], st.map { |p, s| s.exitstatus }.sort)
    pid = fork { exit!(0) }
    Process.detach(pid).join
    assert_raise(Errno::ECHILD) { Process.wait(pid) }
  end

  def test_kill_and_trap
    got = []
    old = trap("USR1") { |sig| got << sig }
    Process.kill("USR1", $$)
    sleep 0.1 until got.size > 0
    assert_equal([Signal.list["USR1"]], got)
    assert_kind_of(Proc, trap("USR1", "DEFAULT"))
    assert_equal("DEFAULT", trap("USR1", "IGNORE"))
    Process.kill(:USR1, $$)
    sleep 0.05
    assert_equal("IGNORE", trap("USR1", "SIG_DFL"))
    p1 = proc { got << :p }
    trap(:USR2, p1)
    Process.kill("SIGUSR2", Process.pid)
    sleep 0.1 until got.size > 1
    assert_equal(:p, got.last)
    assert_same(p1, trap("USR2", nil))
    assert_raise(ArgumentError) { trap("NOSUCHSIG") { } }
    assert_nothing_raised { trap("KILL") { } }
    e = assert_raise(ArgumentError) { trap("VTALRM") { } }
    assert_equal("SIGVTALRM reserved for Thread; can't set handler", e.message)
    assert_raise(ArgumentError) { Process.kill("NOSUCH", $$) }
    assert_raise(Errno::ESRCH) { Process.kill(0, 2**22 + 12345) }
    assert_equal(1, Process.kill(0, $$))
    assert_equal(Signal.list["INT"], 2)
    assert_equal(Signal.list["EXIT"], 0)
    trap("EXIT") { }
    assert_nothing_raised { trap("EXIT", "DEFAULT") }
    ready_r, ready_w = IO.pipe   # the child says when its trap is set
    pid = fork { trap("TERM") { exit!(42) }; ready_w.write("."); ready_w.close; sleep 5; exit!(1) }
    ready_w.close
    ready_r.read(1)
    Process.kill("TERM", pid)
    Process.wait(pid)
    assert_equal(42, $?.exitstatus)
  ensure
    trap("USR1", "DEFAULT")
    trap("USR2", "DEFAULT")
  end

  def test_env
    ENV["UC_TEST"] = "v1"
    assert_equal("v1", ENV["UC_TEST"])
    assert(ENV["UC_TEST"].frozen?)
    assert(ENV["UC_TEST"].tainted?)
    assert_equal("v1", `echo $UC_TEST`.chomp)
    assert_equal("v1", ENV.fetch("UC_TEST"))
    assert_raise(IndexError) { ENV.fetch("UC_NOPE") }
    assert_equal("d", ENV.fetch("UC_NOPE", "d"))
    assert_equal("UC_NOPE!", ENV.fetch("UC_NOPE") { |k| k + "!" })
    assert_equal(true, ENV.key?("UC_TEST"))
    assert_equal(true, ENV.include?("UC_TEST"))
    assert_equal(true, ENV.has_value?("v1"))
    assert_equal("UC_TEST", ENV.index("v1")) if ENV.select { |k, v| v == "v1" }.size == 1
    assert_equal(ENV.to_hash.size, ENV.size)
    assert_equal(ENV.keys.size, ENV.values.size)
    assert_kind_of(Hash, ENV.to_hash)
    assert_equal("v1", ENV.to_hash["UC_TEST"])
    assert_equal(["v1"], ENV.values_at("UC_TEST"))
    assert_equal("ENV", ENV.to_s)
    ENV["UC_TEST"] = nil
    assert_nil(ENV["UC_TEST"])
    ENV["UC_TEST"] = "v2"
    assert_equal("v2", ENV.delete("UC_TEST"))
    assert_nil(ENV.delete("UC_TEST"))
    assert_equal(:blk, ENV.delete("UC_TEST") { :blk }) if false
    assert_raise(TypeError) { ENV["UC_TEST"] = 1 }
    assert_raise(TypeError) { ENV[1] }
    assert_equal("x", ENV["UC_A=B"] = "x")
    assert_nil(ENV["UC_A=B"])
    assert_nil(ENV["UC_A"])
    assert_equal("x", ENV[""] = "x")
    assert_nil(ENV[""])
    e = assert_raise(ArgumentError) { ENV["UC\0"] = "x" }
    assert_equal("bad environment variable name", e.message)
    e = assert_raise(ArgumentError) { ENV["UC"] = "x\0" }
    assert_equal("bad environment variable value", e.message)
    ENV.update("UC_A" => "1", "UC_B" => "2")
    assert_equal("1", ENV["UC_A"])
    r = []
    ENV.each { |k, v| r << k if k =~ /\AUC_/ }
    assert_equal(%w(UC_A UC_B), r.sort)
    ENV.delete_if { |k, v| k == "UC_A" }
    assert_nil(ENV["UC_A"])
    assert_equal({"UC_B" => "2"}, ENV.reject { |k, v| k !~ /\AUC_/ })
    assert_equal([["UC_B", "2"]], ENV.select { |k, v| k =~ /\AUC_/ })
    ENV.store("UC_C", "3")
    assert_equal("3", ENV["UC_C"])
    assert_equal(false, ENV.empty?)
    assert_raise(NoMethodError) { ENV.assoc("UC_B") }
    save = ENV.to_hash
    ENV.replace("ONLY" => "x")
    assert_equal({"ONLY" => "x"}, ENV.to_hash)
    ENV.clear
    assert_equal(0, ENV.size)
    ENV.replace(save)
    assert_equal(save, ENV.to_hash)
    ENV.delete("UC_B")
    ENV.delete("UC_C")
    assert_raise(TypeError) { ENV.update(1) }
    assert_nil(ENV.reject! { false })
    assert_equal(ENV.to_a.size, ENV.size)
    assert_equal(ENV.invert.size <= ENV.size, true)
  end

  def test_process_misc
    assert_kind_of(Integer, Process.pid)
    assert_equal($$, Process.pid)
    assert_kind_of(Integer, Process.ppid)
    assert_kind_of(Integer, Process.uid)
    assert_equal(Process.uid, Process.euid)
    assert_kind_of(Integer, Process.getpgrp)
    assert_kind_of(Integer, Process.getpriority(Process::PRIO_PROCESS, 0))
    lim = Process.getrlimit(Process::RLIMIT_NOFILE)
    assert_equal(2, lim.size)
    t = Process.times
    assert_kind_of(Float, t.utime)
    assert_kind_of(Struct::Tms, t)
    assert_equal(2, [Process::WNOHANG, Process::WUNTRACED].size)
    r = sleep(0.01)
    assert_kind_of(Integer, r)
    assert_raise(ArgumentError) { sleep(-1) }
    assert_raise(TypeError) { sleep("1") }
    srand(42)
    a = [rand, rand(10), rand(2**70)]
    srand(42)
    assert_equal(a, [rand, rand(10), rand(2**70)])
    assert_equal(42, srand(1))
    assert_equal(0, rand(1))
    assert_kind_of(Float, rand(0))
    assert_kind_of(Float, rand(nil))
    assert_equal(0, rand(-1) * 0)
    1000.times { x = rand(3); raise x.to_s unless (0..2) === x }
    assert_raise(TypeError, ArgumentError) { rand("x") }
  end

  def test_exec_and_exit
    pid = fork { exec("/bin/sh", "-c", "exit 6") }
    Process.wait(pid)
    assert_equal(6, $?.exitstatus)
    pid = fork { begin; exec("/no/such/binary"); rescue SystemCallError; exit!(8); end }
    Process.wait(pid)
    assert_equal(8, $?.exitstatus)
    pid = fork { at_exit { exit!(11) }; exit 1 }
    Process.wait(pid)
    assert_equal(11, $?.exitstatus)
    pid = fork { begin; exit 12; rescue SystemExit => e; exit!(e.status + 1); end }
    Process.wait(pid)
    assert_equal(13, $?.exitstatus)
    pid = fork { exit false }
    Process.wait(pid)
    assert_equal(1, $?.exitstatus)
    pid = fork { exit true }
    Process.wait(pid)
    assert_equal(0, $?.exitstatus)
    e = SystemExit.new(3, "msg")
    assert_equal(3, e.status)
    assert_equal("msg", e.message)
    assert_equal(false, e.success?)
    assert_equal(true, SystemExit.new.success?)
  end
end
