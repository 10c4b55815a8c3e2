# `ruby extconf.rb && make && make install` of fixtures/sample, an
# extension shaped like a real 1.8 one (dir_config, pkg_config, checks with
# headers, $CFLAGS/$LDFLAGS edits, create_header, a C++ source, lib/*.rb,
# a depend file, create_makefile("pkg/sample")), built with this ruby's
# mkmf against its build tree; then the installed .so is loaded and called,
# and make clean / distclean remove what they should.
# Expected output checked by hand against 1.8.7's documented mkmf (the
# oracle's mkmf cannot build: it has no headers).
require 'rbconfig'
%w[MAKEFLAGS MFLAGS MAKELEVEL].each {|k| ENV.delete(k) }
ruby = File.readlink("/proc/self/exe")
fix = File.expand_path("fixtures")
Dir.mkdir("build")
Dir.chdir("build")
def run(what, cmd)
  log = what.tr(" ", "_") + ".log"
  ok = system("#{cmd} > #{log} 2>&1")
  puts "#{what}: #{ok ? 'ok' : 'FAILED'}"
  print File.read(log) unless ok
  ok
end
run("extconf", "#{ruby} #{fix}/sample/extconf.rb --with-xdep-dir=#{fix}/xdep " \
    "--with-pkg-config=#{fix}/fake-pkg-config")
print File.read("extconf.log")
mk = File.read("Makefile")
puts "depend appended: #{mk.include?('sample.o: sample.c sample.h')}"
puts "C++ compiled by $(CXX): #{mk =~ /^\.cpp\.o:\n\t\$\(CXX\)/ ? true : false}"
%w[srcdir topdir hdrdir VPATH RUBYARCHDIR RUBYLIBDIR DLLIB TARGET OBJS LIBS LOCAL_LIBS
   DEFS CPPFLAGS CFLAGS LDSHARED target_prefix].each do |v|
  puts "has #{v}: #{mk =~ /^#{v}\s*=/ ? true : false}"
end
%w[all clean distclean realclean install install-so install-rb site-install static].each do |t|
  puts "target #{t}: #{mk =~ /^#{t}:/ ? true : false}"
end
puts "target_prefix = #{mk[/^target_prefix = (.*)$/, 1]}"
run("make", "make")
dest = File.expand_path("inst")
run("make install", "make install DESTDIR=#{dest}")
arch = dest + Config::CONFIG["sitearchdir"]
lib = dest + Config::CONFIG["sitelibdir"]
Dir["#{dest}/**/*"].sort.each do |f|
  next if File.directory?(f)
  puts f.sub(arch, "SITEARCHDIR").sub(lib, "SITELIBDIR")
end
$:.unshift(arch, lib)
require "pkg/sample"
require "pkg/helper"
require "pkg/sub/deep"
p Sample.values.sort
p Sample.twice(21)
p [Sample::HELPER, Sample::DEEP]
run("make clean", "make clean")
p Dir["*"].sort
run("make distclean", "make distclean")
p Dir["*"].sort
