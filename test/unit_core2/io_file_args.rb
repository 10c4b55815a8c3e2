# Argument order and checks of IO/File calls found by a differential
# probe: zero-length reads still check the stream, File.truncate converts
# the length first, IO.read closes its file when the offset is bad,
# freeze leaves immediates unfrozen.
require "./fixtures/uc_helper"

class TestIOFileArgs < Test::Unit::TestCase
  def setup
    File.open("pf", "w") { |f| f.write "abc\ndef\n" }
  end

  def next_fd
    f = File.open("pf")
    n = f.fileno
    f.close
    n
  end

  def test_zero_length_read_checks_stream
    f = File.open("pf", "w")
    [:readpartial, :read_nonblock, :read].each do |m|
      e = assert_raise(IOError, m.to_s) { f.__send__(m, 0) }
      assert_equal("not opened for reading", e.message)
    end
    assert_equal("", f.sysread(0))
    f.close
    [:readpartial, :read_nonblock, :read].each do |m|
      e = assert_raise(IOError, m.to_s) { f.__send__(m, 0) }
      assert_equal("closed stream", e.message)
    end
    r, w = IO.pipe
    assert_equal("", r.readpartial(0))
    assert_equal("", r.read_nonblock(0))
    w.close
    assert_nil(r.read(1))
    assert_nil(r.read(0))
    assert_equal("", r.readpartial(0))
    r.close
  end

  def test_truncate_converts_length_first
    e = assert_raise(TypeError) { File.truncate(420, "pf") }
    assert_equal("can't convert String into Integer", e.message)
    e = assert_raise(TypeError) { File.truncate(nil, 1) }
    assert_equal("can't convert nil into String", e.message)
    assert_equal(0, File.truncate("pf", 2))
    assert_equal("ab", File.read("pf"))
  end

  def test_io_read_bad_offset_closes
    fd = next_fd
    assert_raise(Errno::EINVAL) { IO.read("pf", 2, -1) }
    assert_raise(TypeError) { IO.read("pf", 2, "x") }
    assert_equal(fd, next_fd)
    assert_equal("c\n", IO.read("pf", 2, 2))
  end

  def test_freeze_immediates
    [1, :sym, nil, true, false].each do |x|
      assert_same(x, x.freeze)
      assert_equal(false, x.frozen?, x.inspect)
    end
    assert_equal(2, 1.instance_variable_set(:@uc2, 2))
    assert_equal(true, "a".freeze.frozen?)
  end
end
