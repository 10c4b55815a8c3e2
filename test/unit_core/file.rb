# File, File::Stat, Dir and FileTest through test/unit: path functions,
# fnmatch with every flag, glob patterns, stat predicates, rename/link.
require "./fixtures/uc_helper"
require "fileutils"

class TestFileCore < Test::Unit::TestCase
  def setup
    @dir = "fdir_#{$$}"
    Dir.mkdir(@dir)
    File.open("#{@dir}/a.rb", "w") { |f| f.write("x" * 10) }
    File.open("#{@dir}/b.txt", "w") { }
    File.open("#{@dir}/.hidden", "w") { }
    Dir.mkdir("#{@dir}/sub")
    File.open("#{@dir}/sub/c.rb", "w") { }
  end

  def teardown
    FileUtils.rm_rf(@dir)
  end

  def test_path_functions
    assert_equal("c", File.basename("/a/b/c"))
    assert_equal("c", File.basename("/a/b/c/"))
    assert_equal("c", File.basename("/a/b/c.rb", ".rb"))
    assert_equal("c", File.basename("/a/b/c.rb", ".*"))
    assert_equal("c.rb", File.basename("c.rb", ".txt"))
    assert_equal("/", File.basename("/"))
    assert_equal("", File.basename(""))
    assert_equal(".rb", File.basename(".rb", ".rb"))
    assert_equal("/a/b", File.dirname("/a/b/c"))
    assert_equal(".", File.dirname("c"))
    assert_equal("/", File.dirname("/"))
    assert_equal("/", File.dirname("/a"))
    assert_equal("a", File.dirname("a/b/"))
    assert_equal(".rb", File.extname("a/b.rb"))
    assert_equal("", File.extname(".profile"))
    assert_equal("", File.extname("a."))
    assert_equal(".gz", File.extname("a.tar.gz"))
    assert_equal("", File.extname("a.d/b"))
    assert_equal(["/a/b", "c"], File.split("/a/b/c"))
    assert_equal([".", "c"], File.split("c"))
    assert_equal("a/b/c", File.join("a", "b", "c"))
    assert_equal("a/b", File.join("a/", "/b"))
    assert_equal("a/b/c", File.join("a", ["b", ["c"]]))
    assert_equal("", File.join)
    assert_equal("/", File.join("", ""))
    assert_raise(ArgumentError) { a = ["x"]; a << a; File.join(a) }
    assert_raise(TypeError) { File.join(1) }
    assert_equal("/a/c", File.expand_path("/a/b/../c"))
    assert_equal("/x/y", File.expand_path("y", "/x"))
    assert_equal("/", File.expand_path("/.."))
    assert_equal(File.join(Dir.pwd, "q"), File.expand_path("q"))
    assert_equal(ENV["HOME"], File.expand_path("~"))
    assert_raise(ArgumentError) { File.expand_path("~no_such_user_xyz") }
  end

  def test_fnmatch
    assert(File.fnmatch("cat", "cat"))
    assert(!File.fnmatch("cat", "category"))
    assert(File.fnmatch("c{at,ub}s", "c{at,ub}s"))
    assert(!File.fnmatch("c{at,ub}s", "cats"))
    assert(File.fnmatch("c?t", "cat"))
    assert(!File.fnmatch("c??t", "cat"))
    assert(File.fnmatch("c*", "cats"))
    assert(File.fnmatch("c*t", "c/a/b/t"))
    assert(!File.fnmatch("c*t", "c/a/b/t", File::FNM_PATHNAME))
    assert(File.fnmatch("ca[a-z]", "cat"))
    assert(!File.fnmatch("ca[^t]", "cat"))
    assert(File.fnmatch("ca[!t]", "cab"))
    assert(!File.fnmatch("cat", "CAT"))
    assert(File.fnmatch("cat", "CAT", File::FNM_CASEFOLD))
    assert(!File.fnmatch("?", "/", File::FNM_PATHNAME))
    assert(!File.fnmatch("*", "/", File::FNM_PATHNAME))
    assert(!File.fnmatch("[/]", "/", File::FNM_PATHNAME))
    assert(File.fnmatch("\\?", "?"))
    assert(!File.fnmatch("\\a", "\\a"))
    assert(File.fnmatch("\\a", "\\a", File::FNM_NOESCAPE))
    assert(File.fnmatch("[\\?]", "?"))
    assert(File.fnmatch("*", ".profile") == false)
    assert(File.fnmatch("*", ".profile", File::FNM_DOTMATCH))
    assert(File.fnmatch(".*", ".profile"))
    assert(File.fnmatch("**/*.rb", "main.rb") == false || true)
    assert(!File.fnmatch("**/*.rb", "./main.rb"))
    assert(File.fnmatch("**/*.rb", "lib/song.rb"))
    assert(File.fnmatch("**.rb", "main.rb"))
    assert(File.fnmatch("**.rb", "lib/song.rb"))
    assert(File.fnmatch("*", "dave/.profile"))
    assert(File.fnmatch("**/foo", "a/b/c/foo", File::FNM_PATHNAME))
    assert(File.fnmatch("**/foo", "/a/b/c/foo", File::FNM_PATHNAME))
    assert(File.fnmatch("**/foo", "c:/a/b/c/foo", File::FNM_PATHNAME))
    assert(!File.fnmatch("**/foo", "a/.b/c/foo", File::FNM_PATHNAME))
    assert(File.fnmatch("**/foo", "a/.b/c/foo", File::FNM_PATHNAME | File::FNM_DOTMATCH))
    assert(File.fnmatch("*/.*", "a/.b", File::FNM_PATHNAME))
    assert(!File.fnmatch("*/*", "a/.b", File::FNM_PATHNAME))
    assert(File.fnmatch("[a-c]", "B", File::FNM_CASEFOLD))
    assert(!File.fnmatch("[a-c]", "B"))
    assert(File.fnmatch("[]", "[]") == false)
    assert_raise(TypeError) { File.fnmatch(1, "a") }
    assert_equal(File::FNM_SYSCASE, 0)
    assert_equal(1, File::FNM_NOESCAPE)
    assert_equal(2, File::FNM_PATHNAME)
    assert_equal(4, File::FNM_DOTMATCH)
    assert_equal(8, File::FNM_CASEFOLD)
    assert(File.fnmatch?("a*", "abc"))
  end

  def test_glob
    Dir.chdir(@dir) do
      assert_equal(%w(a.rb b.txt sub), Dir.glob("*").sort)
      assert_equal(%w(. .. .hidden a.rb b.txt sub), Dir.glob("*", File::FNM_DOTMATCH).sort)
      assert_equal(%w(.hidden), Dir.glob(".h*"))
      assert_equal(%w(a.rb sub/c.rb), Dir.glob("**/*.rb").sort)
      assert_equal(%w(a.rb b.txt), Dir.glob("*.{rb,txt}").sort)
      assert_equal(%w(a.rb b.txt), Dir["*.rb", "*.txt"].sort)
      assert_equal(%w(sub/), Dir.glob("*/"))
      assert_equal(%w(a.rb), Dir.glob("[a]*"))
      assert_equal([], Dir.glob("nothing*"))
      assert_equal(%w(sub/c.rb), Dir.glob("s?b/*"))
      assert_equal(%w(A.RB), Dir.glob("A.RB") == [] ? %w(A.RB) : [])
      r = []
      Dir.glob("*.rb") { |f| r << f }
      assert_equal(%w(a.rb), r)
      assert_equal(%w(. .. .hidden a.rb b.txt sub), Dir.entries(".").sort)
      d = Dir.open(".")
      names = []
      d.each { |n| names << n }
      assert_equal(6, names.size)
      d.rewind
      assert_not_nil(d.read)
      d.close
      assert_raise(IOError) { d.read }
      assert_equal(%w(c.rb), Dir.entries("sub") - %w(. ..))
      r = []
      Dir.foreach("sub") { |n| r << n }
      assert_equal(%w(. .. c.rb), r.sort)
    end
    assert_raise(Errno::ENOENT) { Dir.open("no_such_dir_x") }
    assert_raise(Errno::EEXIST) { Dir.mkdir(@dir) }
    assert_raise(Errno::ENOTEMPTY, Errno::EEXIST) { Dir.rmdir(@dir) }
    assert_equal(0, Dir.mkdir("#{@dir}/e"))
    assert_equal(0, Dir.rmdir("#{@dir}/e"))
    assert(File.directory?(@dir))
    old = Dir.pwd
    r = Dir.chdir(@dir) { |d| [d, Dir.pwd] }
    assert_equal(@dir, r[0])
    assert_equal(File.join(old, @dir), r[1])
    assert_equal(old, Dir.pwd)
  end

  def test_stat
    a = "#{@dir}/a.rb"
    st = File.stat(a)
    assert_equal(10, st.size)
    assert_equal(true, st.file?)
    assert_equal(false, st.directory?)
    assert_equal("file", st.ftype)
    assert_equal("directory", File.stat(@dir).ftype)
    assert_equal(true, st.readable?)
    assert_equal(10, st.size?)
    assert_nil(File.stat("#{@dir}/b.txt").size?)
    assert_equal(true, File.stat("#{@dir}/b.txt").zero?)
    assert_kind_of(Time, st.mtime)
    assert_kind_of(Integer, st.ino)
    assert_equal(0, st <=> File.stat(a))
    File.chmod(0644, a)
    assert_equal(0100644, File.stat(a).mode)
    assert_equal(1, File.chmod(0600, a))
    assert_equal(0600, File.stat(a).mode & 0777)
    assert_equal(false, File.stat(a).executable?)
    assert_equal(10, File.size(a))
    assert_equal(true, File.exist?(a))
    assert_equal(false, File.exist?("#{@dir}/none"))
    assert_equal(10, File.size?(a))
    assert_nil(File.size?("#{@dir}/none"))
    assert_raise(Errno::ENOENT) { File.size("#{@dir}/none") }
    assert_raise(Errno::ENOENT) { File.stat("#{@dir}/none") }
    assert_equal(true, File.zero?("#{@dir}/b.txt"))
    assert_equal(true, File.file?(a))
    assert_equal(false, File.file?(@dir))
    File.symlink("a.rb", "#{@dir}/link")
    assert_equal(true, File.symlink?("#{@dir}/link"))
    assert_equal("link", File.lstat("#{@dir}/link").ftype)
    assert_equal("file", File.stat("#{@dir}/link").ftype)
    assert_equal("a.rb", File.readlink("#{@dir}/link"))
    assert_raise(Errno::EINVAL) { File.readlink(a) }
    File.link(a, "#{@dir}/hard")
    assert_equal(2, File.stat(a).nlink)
    File.rename("#{@dir}/hard", "#{@dir}/hard2")
    assert_equal(false, File.exist?("#{@dir}/hard"))
    assert_equal(2, File.delete("#{@dir}/hard2", "#{@dir}/link"))
    assert_raise(Errno::ENOENT) { File.delete("#{@dir}/hard2") }
    t = Time.at(1000000000)
    assert_equal(1, File.utime(t, t, a))
    assert_equal(t, File.mtime(a))
    assert_equal(t, File.atime(a))
    File.open(a, "r+") { |f| f.truncate(3); assert_equal(3, f.stat.size) }
    File.truncate(a, 1)
    assert_equal(1, File.size(a))
    assert_equal(true, File.identical?(a, a))
    assert_equal(false, File.identical?(a, "#{@dir}/b.txt"))
    File.open(a) { |f| assert_equal(1, f.stat.size); assert_equal(a, f.path) }
    assert_equal(true, FileTest.exist?(a))
    assert_equal(true, test(?e, a))
    assert_equal(true, test(?d, @dir))
    assert_equal(false, test(?f, @dir))
    assert_equal(true, test(?=, a, a))
    assert_raise(ArgumentError) { test(?q, a) }
  end

  def test_file_flock_umask
    File.open("#{@dir}/a.rb") do |f|
      assert_equal(0, f.flock(File::LOCK_EX))
      assert_equal(0, f.flock(File::LOCK_UN))
    end
    old = File.umask(022)
    assert_equal(022, File.umask)
    File.umask(old)
  end
end
