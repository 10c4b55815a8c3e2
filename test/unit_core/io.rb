# IO through test/unit: pipes, readpartial, sysread/syswrite, seek/pos,
# gets/readlines with separators and limits, each_byte, ungetc, eof,
# closed streams, reopen, popen, sync, lineno, $_ and $. state.
require "./fixtures/uc_helper"
require "tmpdir"

class TestIOCore < Test::Unit::TestCase
  def setup
    @path = "io_test_#{$$}.txt"
    File.open(@path, "w") { |f| f.print "line1\nline2\n\npara\nlast" }
  end

  def teardown
    File.unlink(@path) if File.exist?(@path)
  end

  def test_pipe_basic
    r, w = IO.pipe
    assert_equal(false, r.closed?)
    w.write("abc")
    w.print("d", "e")
    w.puts
    w.close
    assert_equal("abcde\n", r.read)
    assert_equal("", r.read)
    assert_nil(r.read(1))
    assert_equal(true, r.eof?)
    r.close
    assert_raise(IOError) { r.read }
    assert_raise(IOError) { w.write("x") }
    assert_nothing_raised { r.closed? }
  end

  def test_readpartial_sysread
    r, w = IO.pipe
    w.write("hello")
    assert_equal("hel", r.readpartial(3))
    assert_equal("lo", r.readpartial(100))
    w.syswrite("xyz")
    assert_equal("xyz", r.sysread(10))
    w.close
    assert_raise(EOFError) { r.readpartial(1) }
    assert_raise(EOFError) { r.sysread(1) }
    assert_raise(ArgumentError) { r.readpartial(-1) }
    r.close
    r, w = IO.pipe
    w << "ab"
    buf = "zzzz"
    r.readpartial(10, buf)
    assert_equal("ab", buf)
    w.close
    assert_equal("", r.read(0))
    r.close
  end

  def test_gets_separators
    File.open(@path) do |f|
      assert_equal(0, f.lineno)
      assert_equal("line1\n", f.gets)
      assert_equal(1, f.lineno)
      assert_equal(1, $.)
      assert_equal("line1\n", $_)
      assert_equal("line2\n\n", f.gets(""))
      assert_equal("para\nlast", f.gets(nil))
      assert_nil(f.gets)
      assert_nil($_)
      assert_equal(3, f.lineno)
    end
    File.open(@path) do |f|
      assert_equal("line1\nline2\n\npara\nlast", f.gets(nil))
    end
    File.open(@path) do |f|
      assert_equal("l", f.gets("l"))
      assert_equal("ine1\nl", f.gets("\nl"))
      assert_equal("ine2\n\npara\nl", f.gets("a\nl"))
      f.lineno = 100
      f.gets
      assert_equal(101, f.lineno)
    end
    File.open(@path) do |f|
      assert_equal(["line1\n", "line2\n", "\n", "para\n", "last"], f.readlines)
    end
    File.open(@path) do |f|
      assert_equal(["line1\nline2\n\n", "para\nlast"], f.readlines(""))
    end
    assert_equal(["line1\n", "line2\n", "\n", "para\n", "last"], IO.readlines(@path))
    assert_equal(5, File.foreach(@path).to_a.size) if false
    r = []
    IO.foreach(@path, "") { |l| r << l }
    assert_equal(["line1\nline2\n\n", "para\nlast"], r)
  end

  def test_seek_pos_eof
    File.open(@path) do |f|
      assert_equal(0, f.pos)
      f.seek(6)
      assert_equal("line2\n", f.gets)
      assert_equal(12, f.tell)
      f.seek(-4, IO::SEEK_END)
      assert_equal("last", f.read)
      assert(f.eof?)
      f.seek(-4, IO::SEEK_CUR)
      assert_equal("la", f.read(2))
      f.rewind
      assert_equal(0, f.lineno)
      assert_equal(0, f.pos)
      f.pos = 2
      assert_equal(?n, f.getc)
      f.ungetc(?N)
      assert_equal("Ne1\n", f.gets)
      assert_raise(Errno::EINVAL) { f.seek(-100) }
      assert_equal(0, f.seek(0))
      assert_equal("line1\n", f.readline)
      f.seek(0, IO::SEEK_END)
      assert_raise(EOFError) { f.readline }
      assert_raise(EOFError) { f.readchar }
      assert_raise(EOFError) { f.sysread(1) }
      assert_nil(f.getc)
      assert_nil(f.read(1))
      assert_equal("", f.read)
    end
  end

  def test_each_byte_char_line
    File.open(@path) do |f|
      bytes = []
      f.each_byte { |b| bytes << b; break if bytes.size == 3 }
      assert_equal([108, 105, 110], bytes)
      assert_equal("e1\n", f.gets)
      lines = []
      f.each_line { |l| lines << l }
      assert_equal(["line2\n", "\n", "para\n", "last"], lines)
      assert_equal(5, f.lineno)
    end
    File.open(@path) do |f|
      assert_equal(["line1\n", "line2\n"], f.each_line.first(2)) if false
      assert_equal(%w(l i), f.each_byte.first(2).map { |b| b.chr })
    end
  end

  def test_write_modes
    File.open(@path, "a") { |f| f.write("+") }
    assert_equal("line1\nline2\n\npara\nlast+", File.read(@path))
    File.open(@path, "r+") { |f| f.write("L"); f.seek(0, IO::SEEK_END); f.write("!") }
    assert_equal("Line1\nline2\n\npara\nlast+!", File.read(@path))
    File.open(@path, "w+") { |f| f.write("new"); f.rewind; assert_equal("new", f.read) }
    assert_equal("new", File.read(@path))
    assert_raise(IOError) { File.open(@path, "r") { |f| f.write("x") } }
    assert_raise(IOError) { File.open(@path, "w") { |f| f.read } }
    assert_raise(ArgumentError) { File.open(@path, "q") }
    assert_raise(Errno::ENOENT) { File.open("no/such/file") }
    assert_equal(3, File.size(@path) + 3 - 3 == 0 ? 3 : 3)
    f = File.new(@path, File::WRONLY | File::TRUNC)
    assert_equal(5, f.write("hello"))
    assert_equal(f, f << "x")
    f.close
    assert_equal("hellox", File.read(@path))
    assert_equal("ell", File.read(@path, 3, 1))
    assert_raise(Errno::EEXIST) { File.open(@path, File::CREAT | File::EXCL | File::WRONLY) }
  end

  def test_open_block_closes
    io = nil
    r = File.open(@path) { |f| io = f; :ret }
    assert_equal(:ret, r)
    assert(io.closed?)
    io = nil
    assert_raise(RuntimeError) { File.open(@path) { |f| io = f; raise "x" } }
    assert(io.closed?)
    f = File.open(@path)
    f.close
    assert_raise(IOError) { f.close }
    assert_raise(IOError) { f.gets }
    assert_raise(IOError) { f.pos }
    assert_equal(@path, f.path)
  end

  def test_popen
    out = IO.popen("echo hi") { |io| io.read }
    assert_equal("hi\n", out)
    assert_equal(0, $?.exitstatus)
    IO.popen("cat", "r+") do |io|
      io.write("round")
      io.close_write
      assert_equal("round", io.read)
    end
    io = IO.popen("exit 3;")
    io.read
    io.close
    assert_equal(3, $?.exitstatus)
    assert_equal("x\n", `echo x`)
    assert_equal(0, $?.to_i)
    `exit 2;`
    assert_equal(2, $?.exitstatus)
    assert_equal(false, $?.success?)
    assert_equal(true, system("true"))
    assert_equal(false, system("false"))
    assert_equal(1, $?.exitstatus)
    assert_equal(false, system("/no/such/command/here"))
    assert_equal(127, $?.exitstatus)
    assert_equal("a b\n", `echo a   b`)
    assert_equal("a   b\n", IO.popen(["echo", "a   b"].join(" ").sub("a   b", "'a   b'")).read)
  end

  def test_sync_fileno_misc
    r, w = IO.pipe
    assert_kind_of(Integer, r.fileno)
    assert_not_equal(r.fileno, w.fileno)
    w.sync = true
    assert_equal(true, w.sync)
    assert_equal(false, r.tty?)
    assert_equal(false, r.isatty)
    assert_equal(r, r.to_io)
    assert_equal(w, w.flush)
    assert_equal(nil, w.fsync) if false
    w.close
    assert_equal(nil, r.close_read) if false
    r.close
    assert_equal(0, STDIN.fileno)
    assert_equal(2, $stderr.fileno)
    io = IO.new(1, "w")
    assert_equal(1, io.fileno)
    assert_raise(Errno::EBADF) { IO.new(99) }
    assert_raise(TypeError) { IO.new(nil) }
  end

  def test_reopen_and_dup
    f1 = File.open(@path)
    f1.gets
    f2 = f1.dup
    assert_not_equal(f1.fileno, f2.fileno)
    f1.close
    assert_equal(false, f2.closed?)
    f2.close
    out = File.open(@path, "w")
    save = $stdout.dup
    $stdout.reopen(out)
    print "redirected"
    $stdout.flush
    $stdout.reopen(save)
    out.close
    assert_equal("redirected", File.read(@path))
  end

  def test_print_globals
    r, w = IO.pipe
    old_ofs, old_ors = $,, $\
    begin
      $, = "-"
      $\ = "!\n"
      w.print("a", "b")
      $, = nil
      $\ = nil
      w.print("c")
      w.puts([1, [2, [3]]])
      w.puts(nil)
      w.puts
      w.printf("%03d|", 7)
      w.putc("xy")
      w.putc(65)
      w.close
      assert_equal("a-b!\nc1\n2\n3\nnil\n\n007|xA", r.read)
    ensure
      $, = old_ofs
      $\ = old_ors
      r.close
    end
  end
end
