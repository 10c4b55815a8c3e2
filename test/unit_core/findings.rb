# Behaviours found while writing the unit_core cases, each checked against
# 1.8.7: generator draws of shuffle, stray bytes in a multibyte regexp,
# Regexp.new's error text, sharing of literal strings.
require "./fixtures/uc_helper"

class TestFindingsCore < Test::Unit::TestCase
  def test_shuffle_draws_one_number_per_element
    srand(1)
    first, second, third = rand, rand, rand
    srand(1)
    [1].shuffle
    assert_equal(second, rand)
    srand(1)
    [1, 2].shuffle!
    assert_equal(third, rand)
    srand(1)
    [].shuffle
    assert_equal(first, rand)
    srand(1)
    [].choice
    assert_equal(first, rand)
    srand(1)
    [5].choice
    assert_equal(second, rand)
    srand(1)
    a = (1..10).to_a.shuffle
    srand(1)
    assert_equal(a, (1..10).to_a.shuffle)
    assert_equal((1..10).to_a, a.sort)
  end

  def test_stray_bytes_in_multibyte_regexp
    old = $KCODE
    $KCODE = "u"
    assert_equal(0, Regexp.new("\\303") =~ "\303")
    assert_equal(1, Regexp.new("\\303\\251") =~ "x\303\251")
    assert_equal(0, Regexp.new("\251") =~ "\251")
    assert_equal(0, Regexp.new("\303a") =~ "\303a")
    assert_equal(1, Regexp.new("\242\244", Regexp::IGNORECASE) =~ "\244\242\244\244")
    e = assert_raise(RegexpError) { Regexp.new("\303") }
    assert_equal("premature end of regular expression: /\303/", e.message)
    assert_raise(RegexpError) { Regexp.new("a\303") }
    assert_raise(RegexpError) { Regexp.new("[\303]") }
    $KCODE = "e"
    assert_equal(0, Regexp.new("\\244") =~ "\244")
    assert_raise(RegexpError) { Regexp.new("\244") }
  ensure
    $KCODE = old
  end

  def test_regexp_new_error_names_no_options
    e = assert_raise(RegexpError) { Regexp.new("(", Regexp::IGNORECASE) }
    assert_equal("premature end of regular expression: /(/", e.message)
    e = assert_raise(RegexpError) { Regexp.new("(", Regexp::EXTENDED | Regexp::MULTILINE, "u") }
    assert_equal("premature end of regular expression: /(/", e.message)
    e = assert_raise(RegexpError) { Regexp.compile("[a", true) }
    assert_equal("premature end of regular expression: /[a/", e.message)
    e = assert_raise(RegexpError) { Regexp.new("a{2,1}", Regexp::IGNORECASE) }
    assert_equal("can't do {n,m} with n > m: /a{2,1}/", e.message)
  end

  def test_env_refused_names
    assert_equal("x", ENV["UCF=1"] = "x")
    assert_nil(ENV["UCF"])
    assert_equal("y", ENV[""] = "y")
    assert_nil(ENV[""])
  end

  def test_literal_strings_and_each_line
    s = "p\nq"
    assert_raise(RuntimeError) { s.each_line { s << "" } }
    t = "p\nq" + ""
    assert_equal("p\nq", t.each_line { t << "" })
    u = "p\nq".dup
    assert_raise(RuntimeError) { u.each_line { u.upcase! } }
    v = String.new("p\nq")
    assert_raise(RuntimeError) { v.each_line { v.upcase! } }
    lit = []
    2.times { lit << "same" }
    lit[0] << "!"
    assert_equal(["same!", "same"], lit)
    w = "abc"
    x = w.dup
    x[0] = "X"
    assert_equal(["abc", "Xbc"], [w, x])
    y = "def".clone
    y.replace("zz")
    assert_equal("zz", y)
  end

  RUBY = ENV["RUBY"] || File.readlink("/proc/self/exe")

  def test_system_flushes_before_checking_arguments
    src = %q{print 1; (system(nil) rescue nil); $stderr.print 2; print 3; (system() rescue nil); } +
          %q{$stderr.print 4; print 5; (exec(nil) rescue nil); $stderr.print 6; print 7}
    out = IO.popen("#{RUBY} -e '#{src}' 2>&1") { |io| io.read }
    assert_equal("1234657", out)
  end

  def test_popen_dash_child_writes_through
    assert_equal("c2", IO.popen("-") { |io| io ? io.read : (print "c2"; exit!(0)) })
    r = IO.popen("-", "r+") do |io|
      if io
        io.puts "hi"
        io.close_write
        io.read
      else
        print [$stdout.sync, $stderr.sync, $stdin.sync].inspect, $stdin.gets.upcase
        exit!(0)
      end
    end
    assert_equal("[true, true, false]HI\n", r)
  end

  def test_trap_system_default_is_code
    old = trap(:USR2, "SYSTEM_DEFAULT")
    assert_equal("SYSTEM_DEFAULT", trap(:USR2, old))
    ready_r, ready_w = IO.pipe   # the child says when its trap is set
    pid = fork do
      $stderr.reopen("/dev/null")
      trap(:USR1, "SYSTEM_DEFAULT")
      ready_w.write(".")
      ready_w.close
      sleep 2
      exit!(11)
    end
    ready_w.close
    ready_r.read(1)
    Process.kill(:USR1, pid)
    Process.wait(pid)
    assert_equal([1, nil], [$?.exitstatus, $?.termsig])
    got = []
    trap(:USR2, "$uc_trap_got = 5")
    Process.kill(:USR2, $$)
    sleep 0.1
    assert_equal(5, $uc_trap_got)
  ensure
    trap(:USR2, "DEFAULT")
  end

  def test_struct_holding_itself
    k = Struct.new(:m)
    x = k.new
    x.m = x
    y = k.new
    y.m = y
    assert_raise(SystemStackError) { x == y }
    assert_raise(SystemStackError) { x.eql?(y) }
    assert_raise(SystemStackError) { x.hash }
    assert_equal(true, x == x)
    a = k.new
    a.m = [a]
    b = k.new
    b.m = [b]
    assert_equal(false, a == b)
    assert_equal(false, a.eql?(b))
    assert_equal(true, k.new([1]) == k.new([1]))
    assert_equal(k.new([1]).hash, k.new([1]).hash)
  end

  def test_expand_path_taint
    assert_equal(true, File.expand_path("x").tainted?)
    assert_equal(true, File.expand_path("").tainted?)
    assert_equal(true, File.expand_path("~").tainted?)
    assert_equal(true, File.expand_path("~/a").tainted?)
    assert_equal(false, File.expand_path("~root").tainted?)
    assert_equal(false, File.expand_path("/x").tainted?)
    assert_equal(false, File.expand_path("x", "/y").tainted?)
    assert_equal(true, File.expand_path("x", "/y".taint).tainted?)
    assert_equal(true, File.expand_path("/x".taint).tainted?)
    assert_equal(true, File.expand_path("x", "y").tainted?)
  end

  def test_grpowned_asks_the_group_list
    File.open("uc_grp", "w") { }
    st = File.stat("uc_grp")
    expect = Process.groups.include?(st.gid)
    assert_equal(expect, File.grpowned?("uc_grp"))
    assert_equal(expect, st.grpowned?)
    assert_equal(expect, test(?G, "uc_grp"))
    assert_equal(false, File.grpowned?("uc_no_such_file"))
  ensure
    File.unlink("uc_grp") rescue nil
  end

  def test_negative_bignum_beyond_float_range
    old, $VERBOSE = $VERBOSE, nil   # no "Bignum out of Float range" warnings
    b = -(2**1100)
    inf = 1.0 / 0
    assert_equal(inf, b.to_f)
    assert_equal(inf, Float(b))
    assert_equal(1, b <=> -inf)
    assert_equal(false, b == -inf)
    assert_equal(false, b < 0.0)
    assert_equal(inf, b + 0.0)
    assert_equal(-inf, b.quo(2.0))
    assert_equal(-inf, b.fdiv(2.0))
    assert_raise(FloatDomainError) { b.divmod(3.0) }
    e = assert_raise(FloatDomainError) { (2**1100).divmod(3.0) }
    assert_equal("Infinity", e.message)
    assert_equal(-inf, (-(2**1024)).to_f * -(-1)) if false
    assert_equal(-(2.0**1023), (-(2**1023)).to_f)
    assert_equal(inf, (2**1100).to_f)
  ensure
    $VERBOSE = old
  end

  def test_seek_forward_inside_the_buffer_keeps_it
    File.open("uc_seek", "w") { |f| f.write("abcdef\nghi\n") }
    File.open("uc_seek") do |f|
      f.read(1)
      f.seek(3)
      e = assert_raise(IOError) { f.sysread(2) }
      assert_equal("sysread for buffered IO", e.message)
      assert_equal(3, f.pos)
      assert_equal("de", f.read(2))
      f.seek(1, IO::SEEK_CUR)
      assert_equal("\ng", f.read(2))
      f.rewind
      assert_raise(IOError) { f.sysread(2) }
      assert_equal("ab", f.read(2))
      f.ungetc(?x)
      f.seek(1)
      assert_equal("bc", f.read(2))
    end
    File.open("uc_seek", "r+") do |f|
      f.read(1)
      f.seek(3)
      f.write("Z")
    end
    assert_equal("abcZef\nghi\n", File.read("uc_seek"))
  ensure
    File.unlink("uc_seek") rescue nil
  end

  def test_io_mode_arguments
    e = assert_raise(ArgumentError) { IO.new(1, 3) }
    assert_equal("illegal access modenum 3", e.message)
    e = assert_raise(ArgumentError) { IO.for_fd(-1, -1) }
    assert_equal("illegal access modenum 37777777777", e.message)
    e = assert_raise(TypeError) { IO.new(1, nil) }
    assert_equal("can't convert nil into String", e.message)
    e = assert_raise(ArgumentError) { File.new("uc_no_such", 0x10003) }
    assert_equal("illegal access modenum 200003", e.message)
    assert_raise(Errno::ENOENT) { IO.sysopen("uc_no_such", 3) }
    assert_equal("x\n", IO.popen("echo x", File::RDONLY) { |io| io.read })
    assert_equal("y\n", IO.popen("cat", File::RDWR) { |io| io.puts "y"; io.close_write; io.read })
    e = assert_raise(ArgumentError) { IO.popen(nil, "xy") }
    assert_equal("illegal access mode xy", e.message)
    e = assert_raise(TypeError) { IO.popen(2**64, 0) }
    assert_equal("can't convert Bignum into String", e.message)
    assert_raise(ArgumentError) { IO.popen("true", 3) }
    assert_raise(ArgumentError) { IO.foreach }
    assert_instance_of(Enumerable::Enumerator, IO.foreach(1))
    File.open("uc_read", "w") { |f| f.write("abcdef") }
    assert_raise(Errno::ENOENT) { IO.read("uc_no_such", -1) }
    e = assert_raise(TypeError) { IO.read("uc_read", -1, "y") }
    assert_equal("can't convert String into Integer", e.message)
    e = assert_raise(ArgumentError) { IO.read("uc_read", -1, 1) }
    assert_equal("negative length -1 given", e.message)
    assert_equal("cd", IO.read("uc_read", 2, 2))
  ensure
    File.unlink("uc_read") rescue nil
  end

  def test_process_argument_conversion_order
    e = assert_raise(TypeError) { Process.setpgid(nil, 2**64) }
    assert_equal("no implicit conversion from nil to integer", e.message)
    assert_raise(RangeError) { Process.setpgid(2**64, nil) }
    e = assert_raise(TypeError) { Process.setrlimit(nil, nil) }
    assert_equal("no implicit conversion from nil to integer", e.message)
    e = assert_raise(TypeError) { Process.setrlimit(Process::RLIMIT_CORE, nil) }
    assert_equal("no implicit conversion from nil to integer", e.message)
    e = assert_raise(RangeError) { Process.setrlimit(Process::RLIMIT_CORE, 2**64) }
    assert_equal("bignum too big to convert into `unsigned long'", e.message)
    e = assert_raise(RangeError) { Process.waitpid(0, 2**64) }
    assert_equal("bignum too big to convert into `unsigned long'", e.message)
    assert_raise(TypeError) { Process.getpriority(nil, 2**64) }
    assert_raise(RangeError) { Process.setpriority(0, 2**64, nil) }
  end

  def test_autoload_that_raises_stays
    File.open("uc_autobad.rb", "w") { |f| f.puts "raise 'boom in autoload'" }
    File.open("uc_automod.rb", "w") { |f| f.puts "module UcAutoMod; X = 1; end" }
    $: << "."
    Object.autoload(:UcAutoBad, "uc_autobad")
    assert_raise(RuntimeError) { UcAutoBad }
    assert_equal("uc_autobad", Object.autoload?(:UcAutoBad))
    assert_nil(defined?(UcAutoBad))   # from a method of another class: 1.8.7 says nil
    assert_equal("constant", eval("defined?(UcAutoBad)", TOPLEVEL_BINDING))
    assert_equal(true, Object.const_defined?(:UcAutoBad))
    e = assert_raise(RuntimeError) { UcAutoBad }
    assert_equal("boom in autoload", e.message)
    Object.autoload(:UcAutoMiss, "uc_no_such_file")
    assert_raise(LoadError) { UcAutoMiss }
    assert_equal("uc_no_such_file", Object.autoload?(:UcAutoMiss))
    Object.autoload(:UcAutoMod, "uc_automod")
    assert_equal(1, UcAutoMod::X)
    assert_nil(Object.autoload?(:UcAutoMod))
    e = assert_raise(NameError) { autoload(:lower_name, "x") }
    assert_equal("autoload must be constant name", e.message)
    o = Object.new
    def o.to_str() "x" end
    e = assert_raise(TypeError) { autoload(:UcX, o) }
    assert_equal("wrong argument type Object (expected String)", e.message)
    e = assert_raise(TypeError) { $KCODE = nil }
    assert_equal("can't convert nil into String", e.message)
  ensure
    $:.delete(".")
    File.unlink("uc_autobad.rb") rescue nil
    File.unlink("uc_automod.rb") rescue nil
  end

  def test_class_new_of_class
    x = Class.new(Class)
    assert_equal(Class, x.superclass)
    e = assert_raise(TypeError) { x.new }
    assert_equal("wrong instance allocation", e.message)
    assert_raise(TypeError) { x.allocate }
    assert_raise(TypeError) { Class.new(x).new }
    e = assert_raise(TypeError) { eval("class UcSubOfClass < Class; end") }
    assert_match(/can't make subclass of Class\z/, e.message)
    e = assert_raise(TypeError) { Class.new(class << Object.new; self; end) }
    assert_equal("can't make subclass of virtual class", e.message)
  end

  def test_argf_rewind_and_missing_file
    File.open("uc_fa", "w") { |f| f.print "a1\na2\n" }
    File.open("uc_fb", "w") { |f| f.print "b1\nb2" }
    ARGV.replace(%w(uc_fa))
    gets
    ARGF.lineno = 10
    gets
    assert_equal(11, ARGF.lineno)
    ARGV.replace(%w(uc_fa))
    gets
    assert_equal(12, ARGF.lineno)
    ARGF.rewind
    assert_equal("a1\n", gets)
    assert_equal(12, ARGF.lineno)
    ARGV.replace(%w(uc_fb uc_no_such uc_fa))
    lines = []
    e = assert_raise(Errno::ENOENT) { while l = gets; lines << l; end }
    assert_equal(["a2\n", "b1\n", "b2"], lines)
    e = assert_raise(IOError) { gets }
    assert_equal("closed stream", e.message)
    assert_equal(true, ARGF.closed?)
  ensure
    File.unlink("uc_fa") rescue nil
    File.unlink("uc_fb") rescue nil
  end

  def test_sprintf_warns_of_extra_arguments_when_verbose
    src = %q{$VERBOSE = true; p "%s" % [1, 2]; p format("%1$s", 1, 2); p format("%%", 1); $VERBOSE = false; p format("%s", 1, 2)}
    out = IO.popen("#{RUBY} -e '#{src}' 2>&1") { |io| io.read }
    w = "-e:1: warning: too many arguments for format string\n"
    assert_equal(w + "\"1\"\n\"1\"\n" + w + "\"%\"\n\"1\"\n", out)
    out = IO.popen("#{RUBY} -d -e 'p((format(%q(%s), 1, 2) rescue $!))' 2>/dev/null") { |io| io.read }
    assert_equal("#<ArgumentError: too many arguments for format string>\n", out)
  end

  def test_system_parent_ignores_int_hup_quit_while_waiting
    src = %q{begin; r = system("sleep 0.3; kill -INT $PPID; kill -HUP $PPID; kill -QUIT $PPID; exit 3"); } +
          %q{p [r, $?.exitstatus]; sleep 0.3; p :after; rescue Exception => e; p e.class; end; p trap(:INT, "DEFAULT")}
    out = IO.popen("#{RUBY} -e '#{src}' 2>&1") { |io| io.read }
    assert_equal("[false, 3]\n:after\n\"DEFAULT\"\n", out)
  end

  def test_argument_counts_of_kernel_functions
    e = assert_raise(ArgumentError) { sleep(1, 2) }
    assert_equal("wrong number of arguments", e.message)
    e = assert_raise(ArgumentError) { test }
    assert_equal("wrong number of arguments", e.message)
    e = assert_raise(ArgumentError) { test(?q) }
    assert_equal("unknown command ?q", e.message)
    e = assert_raise(ArgumentError) { test(?e, "a", "b") }
    assert_equal("wrong number of arguments (3 for 2)", e.message)
    e = assert_raise(ArgumentError) { test("ee") }
    assert_equal("wrong number of arguments (1 for 2)", e.message)
    e = assert_raise(ArgumentError) { gets(1, 2) }
    assert_equal("wrong number of arguments (2 for 1)", e.message)
    assert_raise(ArgumentError) { readline(1, 2) }
    assert_raise(ArgumentError) { ARGF.gets(1, 2) }
  end

  def test_descriptors_children_inherit
    r, w = IO.pipe
    f = File.open(__FILE__)
    assert_equal([0, 0, 0], [r.fcntl(Fcntl::F_GETFD), w.fcntl(Fcntl::F_GETFD), f.fcntl(Fcntl::F_GETFD)]) if defined?(Fcntl)
    assert_equal([0, 0, 0], [r.fcntl(1), w.fcntl(1), f.fcntl(1)])
    system("echo hi >&#{w.fileno}")
    w.close
    assert_equal("hi\n", r.read)
    r.close
    # a command of popen or `` sees only 0, 1 and 2 (and what it opens itself)
    fds = `ls /proc/self/fd`.split.map { |x| x.to_i }.sort
    assert_equal([0, 1, 2, 3], fds)
    assert_equal(fds, IO.popen("ls /proc/self/fd") { |io| io.read }.split.map { |x| x.to_i }.sort)
    io = IO.popen("cat", "r+")
    assert_equal(0, io.fcntl(1))
    io.close
    f.close
  end
end
