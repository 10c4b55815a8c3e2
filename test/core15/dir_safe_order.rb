# Dir.mkdir, Dir.rmdir and Dir.chroot under $SAFE: 1.8.7 converts the
# arguments (mode, then the path and its taint) before it checks the level,
# so a bad argument is a TypeError/ArgumentError even at $SAFE 2; Dir.chdir
# checks the level first.
require "helper"
[1, 2, 3].each do |lvl|
  puts "-- $SAFE = #{lvl}"
  Thread.new do
    $SAFE = lvl
    show(:mkdir_tainted_badmode) { Dir.mkdir("x".taint, "bad") }
    show(:mkdir_badmode) { Dir.mkdir("x", "bad") }
    show(:mkdir_int) { Dir.mkdir(1) }
    show(:mkdir_tainted) { Dir.mkdir("x".taint) }
    show(:mkdir) { Dir.mkdir("nx/x") }
    show(:mkdir_3) { Dir.mkdir("x", 0777, 1) }
    show(:mkdir_0) { Dir.mkdir }
    show(:rmdir_int) { Dir.rmdir(1) }
    show(:rmdir_tainted) { Dir.rmdir("nx".taint) }
    show(:rmdir) { Dir.rmdir("nx") }
    show(:unlink_int) { Dir.unlink(nil) }
    show(:chroot_int) { Dir.chroot(1) }
    show(:chroot_tainted) { Dir.chroot("nx".taint) }
    show(:chdir_int) { Dir.chdir(1) }
    show(:chdir_tainted) { Dir.chdir(".".taint) }
  end.join
end
