# an extconf.rb that makes no Makefile ends with "*** extconf.rb failed ***",
# the options it could have been given, and exit status 1 (mkmf_failed at
# exit); one that writes dummy_makefile's Makefile succeeds and its make
# targets do nothing.
# Expected output checked by hand against 1.8.7's documented mkmf (the
# oracle's mkmf cannot run: it has no headers).
%w[MAKEFLAGS MFLAGS MAKELEVEL].each {|k| ENV.delete(k) }
ruby = File.readlink("/proc/self/exe")
fix = File.expand_path("fixtures/nolib")
Dir.mkdir("b")
Dir.chdir("b")
out = `#{ruby} #{fix}/extconf.rb --with-nolib-lib=/nonexistent 2>&1`
puts out.gsub(fix, "FIX").sub(/^(\t--ruby=).*/, "\\1RUBY")
p $?.exitstatus
p File.exist?("Makefile")
puts File.read("mkmf.log")[/\A.*\n/]
out = `#{ruby} #{fix}/dummy.rb 2>&1`
p out, $?.exitstatus
%w[all install static clean distclean].each do |t|
  p [t, system("make #{t} > make.log 2>&1")]
end
p File.exist?("Makefile")
