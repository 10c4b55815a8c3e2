# IO#read into a buffer at end of file, mode strings with a 1.9 encoding
# suffix, Dir.glob keeping doubled slashes, ENV at $SAFE 4.
require "./fixtures/uc_helper"

class TestIODirEnv < Test::Unit::TestCase
  def setup
    File.open("tmp_e", "w") {}
    File.open("tmp_f", "w") { |f| f.write "xy" }
  end

  def test_read_buffer_meeting_eof
    File.open("tmp_e") do |f|
      s = "abcdefgh"
      assert_nil(f.read(5, s))
      assert_equal("", s)                  # this read met the end: emptied
      s = "abc"
      assert_nil(f.read(5, s))
      assert_equal(5, s.size)              # already at the end: sized, kept
      assert_equal("abc", s[0, 3])
      assert_nil(f.read(0, s))
    end
    File.open("tmp_f") do |f|
      s = "abc"
      assert_equal("xy", f.read(5, s))
      assert_equal("xy", s)
      assert_nil(f.read(2, s))
      assert_equal("xy", s)
    end
    r, w = IO.pipe
    w.close
    s = "abcdefgh"
    assert_nil(r.read(5, s))
    assert_equal("", s)
    r.close
  end

  def test_mode_encoding_suffix
    %w(r:utf-8 r: rb:x:y r+:x).each do |m|
      assert_nothing_raised(m) { File.open("tmp_f", m) { |f| assert_equal("xy", f.read) } }
    end
    File.open("tmp_g", "w:ascii") { |f| f.write "q" }
    assert_equal("q", File.read("tmp_g"))
    %w(:r rx r++x).each do |m|
      e = assert_raise(ArgumentError, m) { File.open("tmp_f", m) }
      assert_equal("illegal access mode #{m}", e.message)
    end
  end

  def test_glob_slashes
    Dir.mkdir("gd")
    Dir.mkdir("gd/f")
    File.open("gd/e.rb", "w") {}
    assert_equal(["//"], Dir.glob("//"))
    assert_equal(["///"], Dir.glob("///"))
    assert_equal(["//tmp"], Dir.glob("//tmp"))
    assert_equal(["//tmp//"], Dir.glob("//tm*//"))
    assert_equal(["gd//"], Dir.glob("gd//"))
    assert_equal(["gd/f//"], Dir.glob("gd/*//"))
    assert_equal(["gd//f///"], Dir.glob("gd//f///"))
    assert_equal(["gd//e.rb"], Dir.glob("gd//*.rb"))
    assert_equal([], Dir.glob("gd/**//*.rb"))
    Dir.chdir("gd") do
      assert_equal([], Dir.glob("**//"))
      assert_equal(["f/"], Dir.glob("**/"))
      assert_equal(["e.rb"], Dir.glob("**/*.rb"))
    end
  end

  def test_env_at_safe4
    %w([] fetch key? include? has_key? values_at).each do |m|
      e = Thread.new { $SAFE = 4; begin; ENV.__send__(m, 1); rescue Exception => x; x; end }.value
      assert_kind_of(SecurityError, e, m)
      assert_equal("Insecure operation `#{m}' at level 4", e.message)
    end
    %w(keys values to_a to_hash size length empty? inspect invert reject shift).each do |m|
      e = Thread.new { $SAFE = 4; begin; ENV.__send__(m); rescue Exception => x; x; end }.value
      assert_equal("Insecure operation `#{m}' at level 4", e.message)
    end
    e = Thread.new { $SAFE = 4; begin; ENV.each { }; rescue Exception => x; x; end }.value
    assert_equal("Insecure operation `each' at level 4", e.message)
    v = Thread.new { $SAFE = 4; ENV.each_key }.value
    assert_kind_of(Enumerable::Enumerator, v)
    e = Thread.new { $SAFE = 4; begin; ENV["A"] = "b"; rescue Exception => x; x; end }.value
    assert_equal("can't change environment variable", e.message)
    assert_equal("ENV", Thread.new { $SAFE = 4; ENV.to_s }.value)
  end

  def test_env_tainted_name_at_safe1
    %w([] fetch values_at delete).each do |m|
      e = Thread.new { $SAFE = 1; begin; ENV.__send__(m, "HOME".taint); rescue Exception => x; x; end }.value
      assert_equal("Insecure operation - #{m}", e.message)
    end
    assert_equal(true, Thread.new { $SAFE = 1; ENV.key?("HOME".taint) }.value)
    assert_equal("v", Thread.new { $SAFE = 1; ENV["UC2_ZZ".taint] = "v".taint }.value)
    assert_equal("v", ENV.delete("UC2_ZZ"))
    e = Thread.new { $SAFE = 3; begin; ENV["HOME"]; rescue Exception => x; x; end }.value
    assert_equal("Insecure operation - []", e.message)
  end
end
