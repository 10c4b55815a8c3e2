# mkmf.rb - writes the Makefile of a C extension from its extconf.rb.
#
#   require 'mkmf'
#   have_header("zlib.h") and have_library("z", "deflate") or abort "no zlib"
#   create_makefile("zlib")          # or "digest/md5": installs under digest/
#
# The checks compile small programs with the compiler and flags ruby was
# built with (rbconfig.rb) and record what they find in $defs (-DHAVE_...),
# $libs, $INCFLAGS, $CPPFLAGS and $LDFLAGS; create_makefile writes a
# Makefile that builds TARGET.so from the *.c files of the source folder and
# installs it into sitearchdir.  Every check is logged in mkmf.log.
require 'rbconfig'

CONFIG = Config::MAKEFILE_CONFIG
$srcdir = File.dirname($0) == "." ? Dir.pwd : File.expand_path(File.dirname($0))
$srcdir = Dir.pwd unless File.exist?(File.join($srcdir, File.basename($0)))

# the folder holding ruby.h: the installed arch dir, else (a ruby run from
# its build tree) the source tree it was built from; config.h is in topdir
$topdir = Config::CONFIG["topdir"]
$hdrdir = [$topdir, (Config::SRCDIR if defined?(Config::SRCDIR))].compact.find {|d|
  File.exist?(File.join(d, "ruby.h"))
}
unless $hdrdir
  abort "mkmf.rb can't find header files for ruby at #{$topdir}/ruby.h"
end

$CFLAGS = CONFIG["CFLAGS"].dup
$CPPFLAGS = CONFIG["CPPFLAGS"].dup
$LDFLAGS = CONFIG["LDFLAGS"].dup
$DLDFLAGS = CONFIG["DLDFLAGS"].dup
$ARCH_FLAG = CONFIG["ARCH_FLAG"].dup
$LIBS = CONFIG["LIBS"].dup
$libs = ""
$LOCAL_LIBS = ""
$LIBPATH = []
$INCFLAGS = "-I. -I#{$topdir}"
$INCFLAGS << " -I#{$hdrdir}" if $hdrdir != $topdir
$defs = []
$objs = nil
$srcs = nil
$cleanfiles = []
$distcleanfiles = []
$preload = nil
$extmk = false
$static = nil
$warnflags = nil

# --with-NAME[=VALUE], --without-NAME, --enable-NAME, --disable-NAME from
# the command line of extconf.rb (and $configure_args of an in-tree build)
$configure_args = {}
ARGV.each do |arg|
  next unless arg =~ /\A--(with|without|enable|disable)-([^=]+)(?:=(.*))?\z/m
  kind, name, val = $1, $2, $3
  case kind
  when "with", "enable" then $configure_args["--with-#{name}"] = val.nil? ? true : val
  else $configure_args["--with-#{name}"] = false
  end
end
$arg_config = []

def arg_config(config, default = nil, &block)
  key = "--#{config.sub(/\A--/, '')}"
  $arg_config << [key, default]
  if $configure_args.key?(key)
    $configure_args[key]
  elsif block
    yield
  else
    default
  end
end

# --with-NAME=VALUE gives VALUE, --with-NAME true, --without-NAME false
def with_config(config, default = nil, &block)
  arg_config("--with-" + config.sub(/\A(?:with|without)-/, ''), default, &block)
end

def enable_config(config, default = nil, &block)
  v = arg_config("--with-" + config.sub(/\A(?:enable|disable)-/, ''), default, &block)
  v == "no" ? false : v
end

# ---------------------------------------------------------------- logging

module Logging
  @log = nil
  def self.open
    @log ||= File.open("mkmf.log", "w")
    yield @log
  ensure
    @log.flush if @log
  end
  def self.message(*s)
    open {|f| f.printf(*s) }
  end
end

def message(*s)
  printf(*s)
  $stdout.flush
end

# prints "checking for WHAT... " and the block's answer (yes/no, or the value)
def checking_for(what, fmt = nil)
  message "checking for %s... ", what
  Logging.message "checking for %s... -------------------- ", what
  r = yield
  shown = fmt ? (r ? fmt % r : "no") : (r ? "yes" : "no")
  message "%s\n", shown
  Logging.message "%s\n\n", shown
  r
end

# runs a shell command, logging it and its output; true when it succeeded
def xsystem(command)
  Logging.message "%s\n", command
  out = `#{command} 2>&1`
  Logging.message "%s", out
  $?.success?
end

# ---------------------------------------------------------------- trying

CONFTEST_C = "conftest.c"

def cpp_include(headers)
  Array(headers).compact.map {|h| "#include <#{h}>\n" }.join
end

def cc_command(opt = "")
  "#{CONFIG['CC']} #{$INCFLAGS} #{$CPPFLAGS} #{$CFLAGS} #{CONFIG['CCDLFLAGS']} #{opt}"
end

def libpath_flags
  $LIBPATH.map {|d| "-L#{d}" }.join(" ")
end

# Extensions take the C API from the ruby executable, which a test program
# cannot link against: it links against a stub library instead, made once
# from the names ruby exports (so have_func("rb_...") sees ruby's API).
def ruby_stub_library
  return $ruby_stub if defined?($ruby_stub) && $ruby_stub
  exe = File.readlink("/proc/self/exe") rescue nil
  exe ||= File.join(Config::CONFIG["bindir"], Config::CONFIG["ruby_install_name"] + Config::CONFIG["EXEEXT"])
  src = "mkmf-rubystub.c"
  lib = File.expand_path("mkmf-rubystub.#{CONFIG['DLEXT']}")
  File.open(src, "w") do |f|
    `nm -D --defined-only #{exe} 2>/dev/null`.each_line do |line|
      type, name = line.split[-2, 2]
      next if name.nil? || name =~ /\A_|\Amain\z|@/
      f.puts(type =~ /\A[TtWi]\z/ ? "void #{name}(void) {}" : "char #{name}[64];")
    end
  end
  xsystem("#{CONFIG['CC']} -shared #{CONFIG['CCDLFLAGS']} -w -o #{lib} #{src}")
  File.delete(src) rescue nil
  at_exit { File.delete(lib) rescue nil }
  $ruby_stub = lib
end

def link_command(opt = "", libs = $libs)
  "#{cc_command} -o conftest #{CONFTEST_C} #{libpath_flags} #{$LDFLAGS} #{opt} " +
    "#{$LOCAL_LIBS} #{libs} #{$LIBS} #{ruby_stub_library}"
end

def with_conftest(src)
  File.open(CONFTEST_C, "w") {|f| f.print src }
  Logging.message "%s\n", src
  yield
ensure
  Dir["conftest*"].each {|f| File.delete(f) rescue nil }
end

# the program src (plus the config header and the defines found so far)
def conftest_source(src)
  $defs.map {|d| d.sub(/\A-D(\w+)(?:=(.*))?\z/) { "#define #{$1} #{$2 || 1}" } + "\n" }.join + src
end

def try_compile(src, opt = "")
  with_conftest(conftest_source(src)) { xsystem(cc_command(opt) + " -c #{CONFTEST_C} -o conftest.o") }
end

def try_cpp(src, opt = "")
  with_conftest(conftest_source(src)) { xsystem(cc_command(opt) + " -E #{CONFTEST_C} -o conftest.i") }
end

def try_link(src, opt = "", libs = $libs)
  with_conftest(conftest_source(src)) { xsystem(link_command(opt, libs)) }
end

def try_run(src, opt = "")
  with_conftest(conftest_source(src)) { xsystem(link_command(opt)) && xsystem("./conftest") }
end

# true when the preprocessed src matches pattern
def egrep_cpp(pattern, src, opt = "")
  with_conftest(conftest_source(src)) do
    xsystem(cc_command(opt) + " -E #{CONFTEST_C} -o conftest.i") &&
      (File.read("conftest.i") =~ pattern ? true : false)
  end
end

# the value of the integer constant expression const, or nil
def try_constant(const, headers = nil, opt = "")
  src = cpp_include(headers) + "#include <stdio.h>\nint main() { printf(\"%ld\\n\", (long)(#{const})); return 0; }\n"
  with_conftest(conftest_source(src)) do
    xsystem(link_command(opt)) or return nil
    out = `./conftest`
    $?.success? ? out.to_i : nil
  end
end

# a function reference that links only when func exists (the address is
# taken through a volatile pointer so no prototype is needed)
def func_test_source(func, headers)
  cpp_include(headers) + <<SRC
int main() { return 0; }
int t() { void ((*volatile p)()); p = (void ((*)()))#{func}; return 0; }
SRC
end

def func_test_source_undeclared(func, headers)
  cpp_include(headers) + <<SRC
int main() { return 0; }
int t() { extern void #{func}(); #{func}(); return 0; }
SRC
end

def try_func(func, libs = $libs, headers = nil)
  try_link(func_test_source(func, headers), "", libs) ||
    try_link(func_test_source_undeclared(func, headers), "", libs)
end

def hdr_define(name)
  "HAVE_" + name.upcase.tr_s("^A-Z0-9_", "_")
end

# ---------------------------------------------------------------- checks

def have_header(header, preheaders = nil)
  checking_for header do
    if try_cpp(cpp_include(preheaders) + cpp_include(header))
      $defs << "-D" + hdr_define(header)
      true
    else
      false
    end
  end
end

def find_header(header, *paths)
  checking_for header do
    found = try_cpp(cpp_include(header))
    unless found
      paths.each do |dir|
        if try_cpp(cpp_include(header), "-I#{dir}")
          $INCFLAGS << " -I" + dir
          found = true
          break
        end
      end
    end
    $defs << "-D" + hdr_define(header) if found
    found
  end
end

def append_library(libs, lib)
  "-l#{lib} " + libs
end

def have_library(lib, func = nil, headers = nil)
  func = "main" if func.nil? || func.empty?
  what = func == "main" ? "main() in -l#{lib}" : "#{func}() in -l#{lib}"
  checking_for what do
    libs = append_library($libs, lib)
    if func == "main" ? try_link("int main() { return 0; }\n", "", libs) : try_func(func, libs, headers)
      $libs = libs
      true
    else
      false
    end
  end
end

def find_library(lib, func, *paths)
  func = "main" if func.nil? || func.empty?
  checking_for "#{func}() in -l#{lib}" do
    libs = append_library($libs, lib)
    found = false
    ([nil] + paths).each do |dir|
      opt = dir ? "-L#{dir}" : ""
      ok = func == "main" ? try_link("int main() { return 0; }\n", opt, libs) :
        (try_link(func_test_source(func, nil), opt, libs) ||
         try_link(func_test_source_undeclared(func, nil), opt, libs))
      next unless ok
      $LIBPATH << dir if dir
      $libs = libs
      found = true
      break
    end
    found
  end
end

def have_func(func, headers = nil)
  checking_for "#{func}()" do
    if try_func(func, $libs, headers)
      $defs << "-D" + hdr_define(func)
      true
    else
      false
    end
  end
end

def have_macro(macro, headers = nil, opt = "")
  checking_for "#{macro} in #{Array(headers).join(',')}" do
    try_compile(cpp_include(headers) + "#ifndef #{macro}\n# error\n#endif\n", opt)
  end
end

def have_var(var, headers = nil)
  checking_for "#{var} in #{Array(headers).join(',')}" do
    src = cpp_include(headers) + "int main() { return 0; }\nint t() { const volatile void *volatile p; p = &(&#{var})[0]; return 0; }\n"
    if try_link(src)
      $defs << "-D" + hdr_define(var)
      true
    else
      false
    end
  end
end

def have_type(type, headers = nil, opt = "")
  checking_for "#{type} in #{Array(headers).join(',')}" do
    if try_compile(cpp_include(headers) + "typedef #{type} conftest_type;\nint conftestval[sizeof(conftest_type) ? 1 : -1];\n", opt)
      $defs << "-D" + hdr_define("TYPE_" + type)
      true
    else
      false
    end
  end
end

def have_struct_member(type, member, headers = nil)
  checking_for "#{type}.#{member} in #{Array(headers).join(',')}" do
    src = cpp_include(headers) + "int conftestval = (int)sizeof(((#{type} *)0)->#{member});\n"
    if try_compile(src)
      $defs << "-D" + hdr_define("#{type}_#{member}")
      $defs << "-D" + hdr_define("ST_#{member}")
      true
    else
      false
    end
  end
end

def have_const(const, headers = nil)
  checking_for "#{const} in #{Array(headers).join(',')}" do
    if try_compile(cpp_include(headers) + "int conftest_const = (int)(#{const});\n")
      $defs << "-D" + hdr_define("CONST_" + const)
      true
    else
      false
    end
  end
end

# the size of type in bytes (SIZEOF_TYPE in $defs), or nil
def check_sizeof(type, headers = nil)
  checking_for "size of #{type}", "%d" do
    size = try_constant("sizeof(#{type})", headers)
    $defs << "-DSIZEOF_#{type.upcase.tr_s('^A-Z0-9_', '_')}=#{size}" if size
    size
  end
end

# --with-TARGET-dir=PREFIX (PREFIX/include, PREFIX/lib), or
# --with-TARGET-include=DIR / --with-TARGET-lib=DIR; returns [inc, lib]
def dir_config(target, idefault = nil, ldefault = nil)
  if dir = with_config(target + "-dir", (idefault unless ldefault))
    dir = dir.to_s
    idefault = File.join(dir, "include")
    ldefault = File.join(dir, "lib")
  end
  idir = with_config(target + "-include", idefault)
  ldir = with_config(target + "-lib", ldefault)
  idir = nil if idir == true || idir == false
  ldir = nil if ldir == true || ldir == false
  if idir
    flag = "-I" + idir
    $CPPFLAGS = flag + " " + $CPPFLAGS unless $CPPFLAGS.split.include?(flag)
  end
  if ldir
    $LIBPATH.unshift(ldir) unless $LIBPATH.include?(ldir)
  end
  [idir, ldir]
end

# the flags of pkg-config's package pkg, added to $CFLAGS/$LDFLAGS/$libs;
# [cflags, ldflags, libs], or nil when pkg-config does not know it
def pkg_config(pkg)
  pkgconfig = with_config("#{pkg}-config") || with_config("pkg-config", "pkg-config")
  return nil unless pkgconfig.is_a?(String)
  return nil unless xsystem("#{pkgconfig} --exists #{pkg}")
  cflags = `#{pkgconfig} --cflags #{pkg}`.chomp
  ldflags = `#{pkgconfig} --libs-only-L --libs-only-other #{pkg}`.chomp
  libs = `#{pkgconfig} --libs-only-l #{pkg}`.chomp
  $CFLAGS << " " << cflags unless cflags.empty?
  $LDFLAGS << " " << ldflags unless ldflags.empty?
  $libs << " " << libs unless libs.empty?
  Logging.message "package configuration for %s\ncflags: %s\nldflags: %s\nlibs: %s\n\n",
                  pkg, cflags, ldflags, libs
  [cflags, ldflags, libs]
end

# ---------------------------------------------------------------- output

# writes header with a #define per entry of $defs, which it then empties
def create_header(header = "extconf.h")
  message "creating %s\n", header
  guard = header.upcase.tr_s("^A-Z0-9_", "_")
  File.open(header, "w") do |f|
    f.print "#ifndef #{guard}\n#define #{guard}\n"
    $defs.each do |d|
      next unless d =~ /\A-D(\w+)(?:=(.*))?\z/m
      f.print "#define #{$1} #{$2 || 1}\n"
    end
    f.print "#endif\n"
  end
  $defs = []
end

# writes the Makefile building target (e.g. "zlib", or "digest/md5" to
# install under digest/) from $objs or the sources of srcprefix (default:
# the folder of extconf.rb)
def create_makefile(target, srcprefix = nil)
  message "creating Makefile\n"
  prefix, target_name = File.split(target)
  prefix = prefix == "." ? "" : "/" + prefix
  srcdir = srcprefix ? File.expand_path(srcprefix, $srcdir) : $srcdir
  unless $srcs
    $srcs = Dir[File.join(srcdir, "*.{c,cc,cpp,cxx,C,m}")].map {|f| File.basename(f) }.sort
  end
  $objs ||= $srcs.map {|f| f.sub(/\.[^.]+\z/, ".o") }
  libs = [$LOCAL_LIBS, $libs, $LIBS].reject {|s| s.strip.empty? }.join(" ")
  cleanfiles = (["$(DLLIB)", "*.o", "mkmf.log"] + $cleanfiles).join(" ")
  distcleanfiles = (["Makefile", "extconf.h", "conftest.*"] + $distcleanfiles).join(" ")
  File.open("Makefile", "w") do |mf|
    mf.print <<MAKEFILE
# Makefile of #{target}, written by mkmf.rb from extconf.rb
SHELL = /bin/sh
srcdir = #{srcdir}
VPATH = $(srcdir)
topdir = #{$topdir}
hdrdir = #{$hdrdir}
DESTDIR =
sitearchdir = #{Config::CONFIG['sitearchdir']}
RUBYARCHDIR = $(DESTDIR)$(sitearchdir)#{prefix}

CC = #{CONFIG['CC']}
CFLAGS = #{CONFIG['CCDLFLAGS']} #{$CFLAGS} #{$ARCH_FLAG}
CPPFLAGS = #{$INCFLAGS} -I$(srcdir) #{$defs.join(' ')} #{$CPPFLAGS}
LDSHARED = #{CONFIG['LDSHARED']}
LDFLAGS = #{$LDFLAGS}
DLDFLAGS = #{$DLDFLAGS} #{$ARCH_FLAG}
LIBPATH = #{libpath_flags}
LIBS = #{libs}
INSTALL_PROG = #{CONFIG['INSTALL']} -m 0755
MAKEDIRS = #{CONFIG['MAKEDIRS']}
RM = #{CONFIG['RM']}

TARGET = #{target_name}
DLLIB = $(TARGET).#{CONFIG['DLEXT']}
SRCS = #{$srcs.join(' ')}
OBJS = #{$objs.join(' ')}
CLEANFILES = #{cleanfiles}
DISTCLEANFILES = #{distcleanfiles}

all: $(DLLIB)

$(DLLIB): $(OBJS) Makefile
\t$(LDSHARED) -o $@ $(OBJS) $(LIBPATH) $(LDFLAGS) $(DLDFLAGS) $(LIBS)

.SUFFIXES: .c .cc .cpp .cxx .C .m .o
.c.o:
\t$(CC) $(CFLAGS) $(CPPFLAGS) -c $< -o $@
.cc.o .cpp.o .cxx.o .C.o:
\t$(CXX) $(CFLAGS) $(CPPFLAGS) -c $< -o $@
.m.o:
\t$(CC) $(CFLAGS) $(CPPFLAGS) -c $< -o $@

install: site-install
site-install: $(DLLIB)
\t$(MAKEDIRS) $(RUBYARCHDIR)
\t$(INSTALL_PROG) $(DLLIB) $(RUBYARCHDIR)

clean:
\t$(RM) $(CLEANFILES)

distclean: clean
\t$(RM) $(DISTCLEANFILES)

realclean: distclean

.PHONY: all install site-install clean distclean realclean
MAKEFILE
    depend = File.join(srcdir, "depend")
    mf.print "\n", File.read(depend) if File.exist?(depend)
  end
  true
end
