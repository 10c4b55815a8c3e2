# Dir.mkdir, Dir.rmdir and Dir.chroot under $SAFE: 1.8.7 converts the
# arguments (mode, then the path and its taint) before it checks the level,
# so a bad argument is a TypeError/ArgumentError even at $SAFE 2; Dir.chdir
# checks the level first.
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
[1, 2, 3].each do |lvl|
  puts "-- $SAFE = #{lvl}"
  Thread.new do
    $SAFE = lvl
    t(:mkdir_tainted_badmode) { Dir.mkdir("x".taint, "bad") }
    t(:mkdir_badmode) { Dir.mkdir("x", "bad") }
    t(:mkdir_int) { Dir.mkdir(1) }
    t(:mkdir_tainted) { Dir.mkdir("x".taint) }
    t(:mkdir) { Dir.mkdir("nx/x") }
    t(:mkdir_3) { Dir.mkdir("x", 0777, 1) }
    t(:mkdir_0) { Dir.mkdir }
    t(:rmdir_int) { Dir.rmdir(1) }
    t(:rmdir_tainted) { Dir.rmdir("nx".taint) }
    t(:rmdir) { Dir.rmdir("nx") }
    t(:unlink_int) { Dir.unlink(nil) }
    t(:chroot_int) { Dir.chroot(1) }
    t(:chroot_tainted) { Dir.chroot("nx".taint) }
    t(:chdir_int) { Dir.chdir(1) }
    t(:chdir_tainted) { Dir.chdir(".".taint) }
  end.join
end
