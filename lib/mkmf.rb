# mkmf.rb - writes the Makefile of a C extension from its extconf.rb.
#
#   require 'mkmf'
#   have_header("zlib.h") and have_library("z", "deflate") or abort "no zlib"
#   create_makefile("zlib")          # or "digest/md5": installs under digest/
#
# The checks compile small programs (each starts with #include "ruby.h",
# as 1.8.7's do) with the compiler and flags ruby was built with
# (rbconfig.rb) and record what they find in $defs (-DHAVE_...), $libs,
# $INCFLAGS, $CPPFLAGS and $LDFLAGS; create_makefile writes a Makefile
# that builds TARGET.so from the sources of the extension's folder, and
# installs it (and the lib/**/*.rb files beside it) into the site dirs.
# Every check and its test program is logged in mkmf.log.
require 'rbconfig'
require 'fileutils'
require 'shellwords'

CONFIG = Config::MAKEFILE_CONFIG
ORIG_LIBPATH = ENV['LIB']

CXX_EXT = %w[cc cxx cpp]
CXX_EXT << "C" if File::FNM_SYSCASE.zero?   # case-sensitive file names
SRC_EXT = %w[c m] + CXX_EXT
HDR_EXT = %w[h hpp]

class String
  # the string in double quotes when it holds white space (a shell word)
  def quote
    self =~ /\s/ ? "\"#{self}\"" : "#{self}"
  end

  # the name as a C preprocessor symbol: "sys/types.h" -> "SYS_TYPES_H"
  def tr_cpp
    strip.upcase.tr_s("^A-Z0-9_", "_")
  end
end

class Array
  def quote
    map {|s| s.quote }
  end
end

# the platform flags extconf.rb scripts test
$mswin = /mswin/ =~ RUBY_PLATFORM
$bccwin = /bccwin/ =~ RUBY_PLATFORM
$mingw = /mingw/ =~ RUBY_PLATFORM
$cygwin = /cygwin/ =~ RUBY_PLATFORM
$human = /human/ =~ RUBY_PLATFORM
$netbsd = /netbsd/ =~ RUBY_PLATFORM
$os2 = /os2/ =~ RUBY_PLATFORM
$beos = /beos/ =~ RUBY_PLATFORM
$solaris = /solaris/ =~ RUBY_PLATFORM
$universal = /universal/ =~ RUBY_PLATFORM
$dest_prefix_pattern = (File::PATH_SEPARATOR == ';' ? /\A([[:alpha:]]:)?/ : /\A/)

# the command line of extconf.rb (and CONFIGURE_ARGS of the environment):
# "--with-foo=bar" gives $configure_args["--with-foo"] = "bar", a bare
# "--without-foo" gives $configure_args["--without-foo"] = true
unless defined?($configure_args) && $configure_args
  $configure_args = {}
  words = Shellwords.shellwords(ENV["CONFIGURE_ARGS"] || "") + ARGV
  words.each do |word|
    name, val = word.split('=', 2)
    next unless name && name =~ /\A--/
    $configure_args[name.tr('_', '-')] = val || true
  end
end

$libdir = CONFIG["libdir"]
$rubylibdir = CONFIG["rubylibdir"]
$archdir = CONFIG["archdir"]
$sitedir = CONFIG["sitedir"]
$sitelibdir = CONFIG["sitelibdir"]
$sitearchdir = CONFIG["sitearchdir"]
$vendordir = CONFIG["vendordir"]
$vendorlibdir = CONFIG["vendorlibdir"]
$vendorarchdir = CONFIG["vendorarchdir"]

# the folder holding ruby.h: the installed arch dir, else (a ruby run from
# its build tree) the source tree it was built from; config.h is in topdir
$extmk = false unless defined?($extmk) && $extmk
$topdir = Config::CONFIG["topdir"]
$hdrdir = [$topdir, (Config::SRCDIR if defined?(Config::SRCDIR))].compact.find {|d|
  File.exist?(File.join(d, "ruby.h"))
}
unless $hdrdir
  abort "mkmf.rb can't find header files for ruby at #{$topdir}/ruby.h"
end
$top_srcdir = $hdrdir
$srcdir = File.dirname($0) == "." ? Dir.pwd : File.expand_path(File.dirname($0))
$srcdir = Dir.pwd unless File.exist?(File.join($srcdir, File.basename($0)))
$extout = nil unless defined?($extout)
$extout_prefix = nil
$target = nil

# config_string(key): CONFIG[key], nil when unset or empty; with a block,
# the block's value of it
def config_string(key, config = CONFIG)
  s = config[key]
  return nil if s.nil? || s.empty?
  block_given? ? yield(s) : s
end

def dir_re(dir)
  Regexp.new('\$(?:\(' + dir + '\)|\{' + dir + '\})(?:\$(?:\(target_prefix\)|\{target_prefix\}))?')
end

INSTALL_DIRS = [
  [dir_re('commondir'), "$(RUBYCOMMONDIR)"],
  [dir_re('sitedir'), "$(RUBYCOMMONDIR)"],
  [dir_re('vendordir'), "$(RUBYCOMMONDIR)"],
  [dir_re('rubylibdir'), "$(RUBYLIBDIR)"],
  [dir_re('archdir'), "$(RUBYARCHDIR)"],
  [dir_re('sitelibdir'), "$(RUBYLIBDIR)"],
  [dir_re('vendorlibdir'), "$(RUBYLIBDIR)"],
  [dir_re('sitearchdir'), "$(RUBYARCHDIR)"],
  [dir_re('vendorarchdir'), "$(RUBYARCHDIR)"],
]

OUTFLAG = CONFIG['OUTFLAG']
CPPOUTFILE = CONFIG['CPPOUTFILE']
CONFTEST_C = "conftest.c"

FailedMessage = <<MESSAGE
Could not create Makefile due to some reason, probably lack of
necessary libraries and/or headers.  Check the mkmf.log file for more
details.  You may need configuration options.

Provided configuration options:
MESSAGE

# ---------------------------------------------------------------- logging

# mkmf.log: what each check did.  While a block of Logging.open runs,
# $stdout and $stderr write to the log.  Logging.postpone lets a check log
# its verdict ahead of the details it logged while reaching it.
module Logging
  @log = nil
  @logfile = 'mkmf.log'
  @orgerr = $stderr
  @orgout = $stdout
  @postpone = 0
  @quiet = false

  class << self
    attr_accessor :quiet
  end

  def self.log_opened
    @log ||= File.open(@logfile, 'w')
    @log.sync = true
    @log
  end

  def self.open
    log = log_opened
    $stderr, $stdout = log, log
    yield log
  ensure
    $stderr, $stdout = @orgerr, @orgout
  end

  def self.message(*s)
    log_opened.printf(*s)
  end

  # names the log file; the log is reopened there on the next message
  def self.logfile(file)
    @logfile = file
    if @log && !@log.closed?
      @log.close
      @log = nil
    end
  end

  # runs the block with the log going to a scratch buffer, then logs the
  # block's value (a heading) followed by what the block logged
  def self.postpone
    tmplog = "mkmftmp#{@postpone += 1}.log"
    saved = [@log, @logfile]
    @log, @logfile = nil, tmplog
    head = nil
    begin
      head = yield
    ensure
      body = ""
      if @log
        @log.close
        body = File.read(tmplog)
      end
      File.delete(tmplog) if File.exist?(tmplog)
      @log, @logfile = saved
      @postpone -= 1
      log_opened.print(head.to_s, body)
    end
    head
  end
end

def message(*s)
  unless Logging.quiet && !$VERBOSE
    printf(*s)
    $stdout.flush
  end
end

# "TARGET in PLACE with OPT" (PLACE, OPT: a string or a list of headers)
def checking_message(target, place = nil, opt = nil)
  msg = "#{target}"
  [["in", place], ["with", opt]].each do |pre, noun|
    next unless noun
    noun = noun.respond_to?(:join) ? noun.join(",") : noun.to_s
    msg << " #{pre} #{noun}" unless noun.empty?
  end
  msg
end

# prints "checking for WHAT... " then the block's verdict: yes/no, or
# fmt % value (fmt may define its own %); logs the same with the name of
# the calling check, the test programs and the compiler's output
def checking_for(what, fmt = nil)
  caller_name = caller[0][/in `(.*)'\z/, 1]
  lead = "checking #{caller_name.to_s =~ /\Acheck/ ? '' : 'for '}#{what}... "
  message "%s", lead
  verdict = result = nil
  Logging.postpone do
    result = yield
    verdict = (fmt ? fmt % result : (result ? "yes" : "no")) + "\n"
    "#{caller_name ? caller_name + ': ' : ''}#{lead}-------------------- #{verdict}\n"
  end
  message "%s", verdict
  Logging.message "--------------------\n\n"
  result
end

# runs a shell command, its line and output going to the log; true when
# it exits with status 0
def xsystem(command)
  Logging.open do |log|
    log.puts command.quote
    out = IO.popen("#{command} 2>&1") {|io| io.read }
    log.print out
    $?.success?
  end
end

# IO.popen of command, logged
def xpopen(command, *mode, &block)
  Logging.open do |log|
    log.puts(mode.first.to_s.include?('w') ? "| #{command}" : "#{command} |")
  end
  IO.popen(command, *mode, &block)
end

def log_src(src)
  lines = src.split(/^/)
  width = lines.size.to_s.size
  Logging.message "checked program was:\n/* begin */\n"
  lines.each_with_index do |line, i|
    Logging.message "%*d: %s", width, i + 1, line
  end
  Logging.message "\n" unless src.empty? || src[-1] == ?\n
  Logging.message "/* end */\n\n"
end

def rm_f(*files)
  FileUtils.rm_f(files.map {|f| Dir[f] }.flatten)
end

# the mtime of target when it is newer than every time of times, else nil
def modified?(target, times)
  t = File.mtime(target) rescue nil
  return nil unless t
  times = [times] unless times.respond_to?(:all?)
  t if times.all? {|n| n <= t }
end

def merge_libs(*libs)
  libs.inject([]) do |merged, list|
    list.each {|lib| merged << lib unless merged.include?(lib) }
    merged
  end
end

# ---------------------------------------------------------------- trying

hdr = ['#include "ruby.h"' "\n"]
config_string('COMMON_MACROS') do |s|
  Shellwords.shellwords(s).each do |w|
    name, val = w.split('=', 2)
    hdr << "#define #{name} #{val}"
  end
end
config_string('COMMON_HEADERS') do |s|
  Shellwords.shellwords(s).each {|w| hdr << "#include <#{w}>" }
end
COMMON_HEADERS = hdr.join("\n")
COMMON_LIBS = config_string('COMMON_LIBS') {|s| Shellwords.shellwords(s) } || []
EXPORT_PREFIX = config_string('EXPORT_PREFIX') {|s| s.strip }

COMPILE_RULES = config_string('COMPILE_RULES') {|s| Shellwords.shellwords(s) } || %w[.%s.%s:]
RULE_SUBST = config_string('RULE_SUBST')
COMPILE_C = config_string('COMPILE_C') || '$(CC) $(INCFLAGS) $(CPPFLAGS) $(CFLAGS) -c $<'
COMPILE_CXX = config_string('COMPILE_CXX') || '$(CXX) $(INCFLAGS) $(CPPFLAGS) $(CXXFLAGS) -c $<'
TRY_LINK = config_string('TRY_LINK') ||
  "$(CC) #{OUTFLAG}conftest $(INCFLAGS) $(CPPFLAGS) " \
  "$(CFLAGS) $(src) $(LIBPATH) $(LDFLAGS) $(ARCH_FLAG) $(LOCAL_LIBS) $(LIBS)"
LINK_SO = config_string('LINK_SO') ||
  "$(LDSHARED) #{OUTFLAG}$@ $(OBJS) $(LIBPATH) $(DLDFLAGS) $(LOCAL_LIBS) $(LIBS)"
LIBPATHFLAG = config_string('LIBPATHFLAG') || ' -L"%s"'
RPATHFLAG = config_string('RPATHFLAG') || ''
LIBARG = config_string('LIBARG') || '-l%s'

CLEANINGS = "
clean:
\t\t@-$(RM) $(CLEANLIBS) $(CLEANOBJS) $(CLEANFILES)

distclean:\tclean
\t\t@-$(RM) Makefile $(RUBY_EXTCONF_H) conftest.* mkmf.log
\t\t@-$(RM) core ruby$(EXEEXT) *~ $(DISTCLEANFILES)

realclean:\tdistclean
"

# writes src (a block may rewrite it) to conftest.c; returns it
def create_tmpsrc(src)
  src = "#{COMMON_HEADERS}\n#{defs_source}#{src}"
  src = yield(src) if block_given?
  src = src.gsub(/[ \t]+$/, '').gsub(/\A\n+|^\n+$/, '').sub(/[^\n]\z/, "\\&\n")
  File.open(CONFTEST_C, "wb") {|f| f.print src }
  src
end

# the defines found so far, so that a check sees the earlier ones
def defs_source
  $defs.map {|d|
    d =~ /\A-D(\w+)(?:=(.*))?\z/m ? "#define #{$1} #{$2 ? Shellwords.shellwords($2)[0] : 1}\n" : ""
  }.join
end

def try_do(src, command, &b)
  src = create_tmpsrc(src, &b)
  xsystem(command)
ensure
  log_src(src) if src
end

def expand_command(command, extra = {})
  conf = Config::CONFIG.merge('hdrdir' => $hdrdir.quote, 'srcdir' => $srcdir.quote,
                              'topdir' => $topdir.quote)
  conf = conf.merge(extra)
  Config.expand(command.dup, conf)
end

def libpathflag(libpath = $DEFLIBPATH | $LIBPATH)
  libpath.map {|x|
    x = x == "$(topdir)" ? $topdir : x
    (LIBPATHFLAG + (RPATHFLAG.empty? || x =~ /\A(\$|\.\z)/ ? "" : RPATHFLAG)) % [x]
  }.join
end

def cc_command(opt = "")
  expand_command("$(CC) #$INCFLAGS #$CPPFLAGS #$CFLAGS #$ARCH_FLAG #{opt} -c #{CONFTEST_C}")
end

def cpp_command(outfile, opt = "")
  expand_command("$(CPP) #$INCFLAGS #$CPPFLAGS #$CFLAGS #{opt} #{CONFTEST_C} #{outfile}")
end

def link_command(ldflags, opt = "", libpath = $DEFLIBPATH | $LIBPATH)
  expand_command(TRY_LINK,
                 'src' => CONFTEST_C,
                 'INCFLAGS' => $INCFLAGS,
                 'CPPFLAGS' => $CPPFLAGS,
                 'CFLAGS' => $CFLAGS,
                 'ARCH_FLAG' => $ARCH_FLAG,
                 'LDFLAGS' => "#$LDFLAGS #{ldflags}",
                 'LIBPATH' => libpathflag(libpath),
                 'LOCAL_LIBS' => "#$LOCAL_LIBS #$libs",
                 'LIBS' => "#{opt} #$LIBS #{ruby_stub_library}")
end

# Extensions take the C API from the ruby executable, which a test program
# cannot link against: it links against a stub library instead, made once
# from the names ruby exports (so have_func("rb_...") sees ruby's API).  A
# shared build's API is in libruby.so: test programs link with it.
def ruby_stub_library
  return $ruby_stub if defined?($ruby_stub) && $ruby_stub
  if CONFIG["ENABLE_SHARED"] == "yes"
    return $ruby_stub = Config.expand(CONFIG["LIBRUBYARG_SHARED"].dup)
  end
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
  system("#{CONFIG['CC']} -shared #{CONFIG['CCDLFLAGS']} -w -o #{lib} #{src} > /dev/null 2>&1")
  File.delete(src) rescue nil
  at_exit { File.delete(lib) rescue nil }
  $ruby_stub = lib
end

def cpp_include(header)
  return "" unless header
  Array(header).compact.map {|h| "#include <#{h}>\n" }.join
end

def with_conftest_cleanup
  yield
ensure
  rm_f "conftest*"
end

def try_compile(src, opt = "", &b)
  with_conftest_cleanup { try_do(src, cc_command(opt), &b) }
end

def try_cpp(src, opt = "", &b)
  with_conftest_cleanup { try_do(src, cpp_command(CPPOUTFILE, opt), &b) }
end

# links conftest (left in place for try_run)
def try_link0(src, opt = "", &b)
  try_do(src, link_command("", opt), &b)
end

def try_link(src, opt = "", &b)
  with_conftest_cleanup { try_link0(src, opt, &b) }
end

# true when the program links and runs with status 0; nil when it does
# not link
def try_run(src, opt = "", &b)
  with_conftest_cleanup do
    if try_link0(src, opt, &b)
      xsystem("./conftest")
    else
      nil
    end
  end
end

# true when expr, a constant expression, is true (a compile-time check)
def try_static_assert(expr, headers = nil, opt = "", &b)
  src = cpp_include(headers) + "/*top*/\nint conftest_const[(#{expr}) ? 1 : -1];\n"
  try_compile(src, opt, &b)
end

# the value of the integer constant expression const, or nil
def try_constant(const, headers = nil, opt = "", &b)
  src = cpp_include(headers) + <<SRC
#include <stdio.h>
/*top*/
int conftest_const = (int)(#{const});
int main() { printf("%ld\\n", (long)(#{const})); return 0; }
SRC
  value = with_conftest_cleanup do
    next nil unless try_link0(src, opt, &b)
    out = xpopen("./conftest 2>/dev/null") {|io| io.read }
    next out.to_i if $?.success?
    :not_run   # a cross build's program does not run here
  end
  value == :not_run ? constant_by_asserts(const, headers, opt, &b) : value
end

# the value of const found at compile time alone (as 1.8.7 does when
# cross compiling): its sign, a power of two above it, then a bisection
def constant_by_asserts(const, headers, opt, &b)
  return nil unless try_static_assert("(#{const}) == (#{const})", headers, opt, &b)
  neg = try_static_assert("(#{const}) < 0", headers, opt, &b)
  expr = neg ? "(-(long)(#{const}))" : "((long)(#{const}))"
  hi = 1
  hi *= 2 until hi > 2**62 || try_static_assert("#{expr} < #{hi}L", headers, opt, &b)
  lo = hi / 2
  while hi - lo > 1
    mid = (lo + hi) / 2
    if try_static_assert("#{expr} < #{mid}L", headers, opt, &b) then hi = mid else lo = mid end
  end
  neg ? -lo : lo
end

# true when the preprocessed src matches pat (a Regexp, or a string
# handed to egrep)
def egrep_cpp(pat, src, opt = "", &b)
  with_conftest_cleanup do
    src = create_tmpsrc(src, &b)
    begin
      cpp = cpp_command("", opt)
      if pat.is_a?(Regexp)
        out = xpopen(cpp) {|io| io.read }
        Logging.message "%s", out
        out =~ pat ? true : false
      else
        xsystem("#{cpp} | egrep #{pat.quote} > /dev/null")
      end
    ensure
      log_src(src)
    end
  end
end

# true when src defines the macro
def macro_defined?(macro, src, opt = "", &b)
  src = src.sub(/[^\n]\z/, "\\&\n")
  try_compile(src + "/*top*/\n#ifndef #{macro}\n# error\n>>>>>> #{macro} undefined <<<<<<\n#endif\n", opt, &b)
end

# the smallest program: extconf.rb files link it to see that a compiler works
MAIN_DOES_NOTHING = "int main() { return 0; }"

# whether the compiler makes programs at all (asked once)
def have_devel?
  unless defined?($have_devel)
    $have_devel = true
    $have_devel = try_link(MAIN_DOES_NOTHING)
  end
  $have_devel
end

# a path with Windows separators (mkmf names it; nothing here needs it)
def winsep(s)
  s.tr('/', "\\")
end

def try_func(func, libs, headers = nil, &b)
  headers = cpp_include(headers)
  try_link(<<SRC, libs, &b) or try_link(<<SRC2, libs, &b)
#{headers}
/*top*/
#{MAIN_DOES_NOTHING}
int t() { void ((*volatile p)()); p = (void ((*)()))#{func}; return 0; }
SRC
#{headers}
/*top*/
#{MAIN_DOES_NOTHING}
int t() { #{func}(); return 0; }
SRC2
end

def try_var(var, headers = nil, &b)
  headers = cpp_include(headers)
  try_compile(<<SRC, &b)
#{headers}
/*top*/
int main() { return 0; }
int t() { const volatile void *volatile p; p = &(&#{var})[0]; return 0; }
SRC
end

def try_type(type, headers = nil, opt = "", &b)
  try_compile(cpp_include(headers) + <<SRC, opt, &b)
/*top*/
typedef #{type} conftest_type;
int conftestval[sizeof(conftest_type)?1:-1];
SRC
end

def with_cppflags(flags)
  saved = $CPPFLAGS
  $CPPFLAGS = flags
  kept = yield
ensure
  $CPPFLAGS = saved unless kept
end

def with_cflags(flags)
  saved = $CFLAGS
  $CFLAGS = flags
  kept = yield
ensure
  $CFLAGS = saved unless kept
end

def with_ldflags(flags)
  saved = $LDFLAGS
  $LDFLAGS = flags
  kept = yield
ensure
  $LDFLAGS = saved unless kept
end

# ---------------------------------------------------------------- checks

# HAVE_NAME, the define a check adds for name
def hdr_define(name)
  "HAVE_" + name.tr_cpp
end

def append_library(libs, lib)
  format(LIBARG, lib) + " " + libs
end

def have_macro(macro, headers = nil, opt = "", &b)
  checking_for checking_message(macro, headers, opt) do
    macro_defined?(macro, cpp_include(headers), opt, &b)
  end
end

def have_library(lib, func = nil, headers = nil, &b)
  func = "main" if !func || func.empty?
  lib = with_config(lib + 'lib', lib)
  checking_for checking_message("#{func}()", LIBARG % lib) do
    libs = append_library($libs, lib)
    ok = func == "main" ? try_link("int main() { return 0; }\n", libs, &b) :
      try_func(func, libs, headers, &b)
    $libs = libs if ok
    ok
  end
end

def find_library(lib, func, *paths, &b)
  func = "main" if !func || func.empty?
  lib = with_config(lib + 'lib', lib)
  paths = paths.map {|p| p.split(File::PATH_SEPARATOR) }.flatten
  checking_for checking_message("#{func}()", LIBARG % lib) do
    libpath = $LIBPATH
    libs = append_library($libs, lib)
    found = false
    ([nil] + paths).each do |dir|
      $LIBPATH = dir ? libpath | [dir] : libpath
      found = func == "main" ? try_link("int main() { return 0; }\n", libs, &b) :
        try_func(func, libs, nil, &b)
      break if found
    end
    if found
      $libs = libs
    else
      $LIBPATH = libpath
    end
    found
  end
end

def have_func(func, headers = nil, &b)
  checking_for checking_message("#{func}()", headers) do
    ok = try_func(func, $libs, headers, &b)
    $defs << "-D" + hdr_define(func) if ok
    ok
  end
end

def have_var(var, headers = nil, &b)
  checking_for checking_message(var, headers) do
    ok = try_var(var, headers, &b)
    $defs << "-D" + hdr_define(var) if ok
    ok
  end
end

def have_header(header, preheaders = nil, &b)
  checking_for header do
    ok = try_cpp(cpp_include(preheaders) + cpp_include(header), &b)
    $defs << "-D" + hdr_define(header) if ok
    ok
  end
end

def find_header(header, *paths)
  paths = paths.map {|p| p.split(File::PATH_SEPARATOR) }.flatten
  checking_for header do
    found = try_cpp(cpp_include(header))
    unless found
      paths.each do |dir|
        opt = "-I#{dir}".quote
        next unless try_cpp(cpp_include(header), opt)
        $INCFLAGS << " " << opt
        found = true
        break
      end
    end
    $defs << "-D" + hdr_define(header) if found
    found
  end
end

def have_struct_member(type, member, headers = nil, &b)
  checking_for checking_message("#{type}.#{member}", headers) do
    ok = try_compile(cpp_include(headers) + <<SRC, &b)
/*top*/
int main() { return 0; }
int s = (char *)&((#{type}*)0)->#{member} - (char *)0;
SRC
    if ok
      $defs << "-D" + hdr_define("#{type}_#{member}")
      $defs << "-D" + hdr_define("ST_#{member}")  # the name older 1.8 code tests
    end
    ok
  end
end

def have_type(type, headers = nil, opt = "", &b)
  checking_for checking_message(type, headers, opt) do
    ok = try_type(type, headers, opt, &b)
    $defs << "-D" + hdr_define("TYPE_" + type) if ok
    ok
  end
end

# the first of headers that defines type (HAVE_TYPE_... defined), printed
# as the check's verdict; "not found" and nil when none does
def find_type(type, opt, *headers, &b)
  opt ||= ""
  fmt = "not found"
  def fmt.%(x)
    x ? (x.respond_to?(:join) ? x.join(",") : x) : self
  end
  checking_for checking_message(type, nil, opt), fmt do
    found = headers.find {|h| try_type(type, h, opt, &b) }
    $defs << "-D" + hdr_define("TYPE_" + type) if found
    found
  end
end

def have_const(const, headers = nil, opt = "", &b)
  checking_for checking_message([*const].join(' '), headers, opt) do
    const = [*const].join(' ')
    ok = try_compile(cpp_include(headers) + "/*top*/\ntypedef int conftest_type;\n" \
                     "conftest_type conftestval = (int)(#{const});\n", opt, &b)
    $defs << "-D" + hdr_define("CONST_" + const) if ok
    ok
  end
end

# the size of type in bytes (SIZEOF_TYPE in $defs), or nil ("failed")
def check_sizeof(type, headers = nil, &b)
  fmt = "%d"
  def fmt.%(x)
    x ? super : "failed"
  end
  checking_for checking_message("size of #{type}", headers), fmt do
    size = try_constant("sizeof(#{type})", headers, &b)
    $defs << "-DSIZEOF_#{type.tr_cpp.sub(/\*/, 'P')}=#{size}" if size
    size
  end
end

# true when type (or its member) is a pointer to a scalar
def scalar_ptr_type?(type, member = nil, headers = nil, &b)
  var = member ? "(((#{type} *)0)->#{member})" : "conftestval"
  try_compile(cpp_include(headers) + <<SRC, &b)
/*top*/
volatile #{type} conftestval;
int main() { return 0; }
int t() { return (int)(1-*#{var}); }
SRC
end

# true when type (or its member) is a scalar
def scalar_type?(type, member = nil, headers = nil, &b)
  var = member ? "(((#{type} *)0)->#{member})" : "conftestval"
  try_compile(cpp_include(headers) + <<SRC, &b)
/*top*/
volatile #{type} conftestval;
int main() { return 0; }
int t() { return (int)(1-#{var}); }
SRC
end

# what C type type (or its member) seems to be: "string", "long long",
# "long", "int", "short", "char"; printed "seems ..." or "unknown"
def what_type?(type, member = nil, headers = nil, &b)
  what = member ? "#{type}.#{member}" : type
  expr = member ? "(((#{type} *)0)->#{member})" : "(*(#{type} *)0)"
  fmt = "seems %s"
  def fmt.%(x)
    x ? super : "unknown"
  end
  checking_for checking_message(what, headers), fmt do
    if scalar_ptr_type?(type, member, headers, &b)
      try_static_assert("sizeof(*#{expr}) == 1", headers) ? "string" : nil
    elsif scalar_type?(type, member, headers, &b)
      # the smallest type it is bigger than names the one it seems to be
      sizes = [["long", "long long"], ["int", "long"], ["short", "int"], ["char", "short"]]
      found = sizes.find {|smaller, name| try_static_assert("sizeof(#{expr}) > sizeof(#{smaller})", headers) }
      found ? found[1] : "char"
    end
  end
end

# the full path of the executable bin along path (default $PATH), or nil
def find_executable0(bin, path = nil)
  path = (path || ENV['PATH'] || "/usr/local/bin:/usr/ucb:/usr/bin:/bin").split(File::PATH_SEPARATOR)
  exts = config_string('EXEEXT') ? ["", CONFIG['EXEEXT']] : [""]
  path = [""] if bin.include?("/")   # a path: no search
  path.each do |dir|
    exts.each do |ext|
      file = dir.empty? ? bin + ext : File.join(dir, bin + ext)
      return file if File.executable?(file) && File.file?(file)
    end
  end
  nil
end

def find_executable(bin, path = nil)
  checking_for checking_message(bin, path) do
    find_executable0(bin, path)
  end
end

# ---------------------------------------------------------------- options

# the value of the configure option config (e.g. "--with-foo"): the
# command line's, else the block's, else default; noted for mkmf_failed
def arg_config(config, default = nil, &block)
  $arg_config << [config, default]
  if $configure_args.key?(config.tr('_', '-'))
    $configure_args[config.tr('_', '-')]
  elsif block
    yield
  else
    default
  end
end

# --with-NAME=VALUE gives VALUE ("yes"/"no": true/false), --with-NAME true,
# --without-NAME false, else the block's value or default
def with_config(config, default = nil)
  config = config.sub(/\A--with[-_]/, '')
  val = arg_config("--with-" + config) do
    if arg_config("--without-" + config)
      false
    elsif block_given?
      yield(config, default)
    else
      default
    end
  end
  yes_no(val)
end

def enable_config(config, default = nil)
  val = arg_config("--enable-" + config) do
    if arg_config("--disable-" + config)
      false
    elsif block_given?
      yield(config, default)
    else
      default
    end
  end
  yes_no(val)
end

def yes_no(val)
  case val
  when "yes" then true
  when "no" then false
  else val
  end
end

# --with-TARGET-dir=PREFIX (PREFIX/include, PREFIX/lib; PREFIX may list
# several, joined by File::PATH_SEPARATOR), or --with-TARGET-include=DIR
# / --with-TARGET-lib=DIR: added to $CPPFLAGS and $LIBPATH; [inc, lib]
def dir_config(target, idefault = nil, ldefault = nil)
  if dir = with_config(target + "-dir", (idefault unless ldefault))
    defaults = dir.to_s.split(File::PATH_SEPARATOR)
    idefault = ldefault = nil
  end
  idir = with_config(target + "-include", idefault)
  note_default("${#{target}-dir}/include")
  ldir = with_config(target + "-lib", ldefault)
  note_default("${#{target}-dir}/lib")
  idirs = idir.is_a?(String) ? idir.split(File::PATH_SEPARATOR) :
    (defaults ? defaults.map {|d| d + "/include" } : [])
  unless idirs.empty?
    flags = idirs.map {|d| "-I" + d }.quote.join(" ")
    $CPPFLAGS = flags + " " + $CPPFLAGS unless $CPPFLAGS.split.include?(flags)
  end
  ldirs = ldir.is_a?(String) ? ldir.split(File::PATH_SEPARATOR) :
    (defaults ? defaults.map {|d| d + "/lib" } : [])
  $LIBPATH = ldirs | $LIBPATH
  [idirs.empty? ? nil : idirs.join(File::PATH_SEPARATOR),
   ldirs.empty? ? nil : ldirs.join(File::PATH_SEPARATOR)]
end

# the default mkmf_failed shows for the --without- option just looked up
def note_default(text)
  last = $arg_config.last
  last[1] ||= text if last && last[0] =~ /\A--without-/
end

# the flags of package pkg from its pkg-config (--with-PKG-config=PROG,
# or pkg-config): added to $CFLAGS, $LDFLAGS and $libs; returns
# [cflags, ldflags, libs], or nil when the package is not known
def pkg_config(pkg)
  own = with_config("#{pkg}-config")
  if own.is_a?(String) && find_executable0(own)
    get = lambda {|opt| out = xpopen("#{own} --#{opt}") {|io| io.read }; out.strip if $?.success? }
  else
    $PKGCONFIG ||= (prog = with_config("pkg-config", "pkg-config")).is_a?(String) &&
      find_executable0(prog) && prog
    return nil unless $PKGCONFIG && xsystem("#{$PKGCONFIG} --exists #{pkg}")
    get = lambda {|opt|
      out = xpopen("#{$PKGCONFIG} --#{opt} #{pkg}") {|io| io.read }
      out.strip if $?.success?
    }
  end
  cflags = get.call('cflags') or return nil
  ldflags = get.call('libs') or return nil
  libs = get.call('libs-only-l') || ""
  ldflags = (Shellwords.shellwords(ldflags) - Shellwords.shellwords(libs)).quote.join(" ")
  $CFLAGS += " " << cflags
  $LDFLAGS += " " << ldflags
  $libs += " " << libs
  Logging.message "package configuration for %s\ncflags: %s\nldflags: %s\nlibs: %s\n\n",
                  pkg, cflags, ldflags, libs
  [cflags, ldflags, libs]
end

# ---------------------------------------------------------------- output

def with_destdir(dir)
  dir = dir.sub($dest_prefix_pattern, '')
  dir =~ /\A\$[\(\{]/ ? dir : "$(DESTDIR)" + dir
end

def mkintpath(path)
  path
end

# dir with its longest known prefix (a CONFIG directory) written as $(name)
def map_dir(dir, map = nil)
  map ||= INSTALL_DIRS
  map.inject(dir) {|d, (orig, new)| d.gsub(orig, new) }
end

# [name, value] of the install folders of the Makefile
def install_dirs(target_prefix = nil)
  if $extout
    dirs = [
      ['BINDIR', '$(extout)/bin'],
      ['RUBYCOMMONDIR', '$(extout)/common'],
      ['RUBYLIBDIR', '$(RUBYCOMMONDIR)$(target_prefix)'],
      ['RUBYARCHDIR', '$(extout)/$(arch)$(target_prefix)'],
    ]
  elsif $configure_args.key?('--vendor')
    dirs = [
      ['BINDIR', '$(bindir)'],
      ['RUBYCOMMONDIR', '$(vendordir)$(target_prefix)'],
      ['RUBYLIBDIR', '$(vendorlibdir)$(target_prefix)'],
      ['RUBYARCHDIR', '$(vendorarchdir)$(target_prefix)'],
    ]
  else
    dirs = [
      ['BINDIR', '$(bindir)'],
      ['RUBYCOMMONDIR', '$(sitedir)$(target_prefix)'],
      ['RUBYLIBDIR', '$(sitelibdir)$(target_prefix)'],
      ['RUBYARCHDIR', '$(sitearchdir)$(target_prefix)'],
    ]
  end
  dirs << ['target_prefix', (target_prefix ? "/#{target_prefix}" : "")]
  dirs
end

# [[files, dir, srcdir]] for ifiles ([[glob, dest dir(, src dir)]]): the
# files each glob finds below srcprefix, grouped by their folder under dest
def install_files(mfile, ifiles, map = nil, srcprefix = nil)
  ifiles or return []
  srcprefix ||= '$(srcdir)'
  real_srcprefix = Config.expand(srcprefix.dup, 'srcdir' => $srcdir)
  dirs = []
  path = Hash.new {|h, i| h[i] = dirs.push([i])[-1] }
  ifiles.each do |files, dir, prefix|
    dir = map_dir(dir, map)
    prefix &&= %r|\A#{Regexp.quote(prefix)}/?|
    if files =~ /\A\.\//
      files = files[2..-1]
      len = nil
    else
      files = File.join(real_srcprefix, files)
      len = real_srcprefix.size + 1
    end
    Dir.glob(files).sort.each do |f|
      f = f[len..-1] if len
      d = File.dirname(f)
      d = d.sub(prefix, "") if prefix
      d = (d.empty? || d == ".") ? dir : File.join(dir, d)
      f = File.join(srcprefix, f) if len
      path[d] << f
    end
  end
  dirs
end

# the install-rb rules of the Makefile: every lib/**/*.rb of srcdir
# (the extension's own Ruby files) goes to dest keeping its sub folders
def install_rb(mfile, dest, srcdir = nil)
  install_files(mfile, [["lib/**/*.rb", dest, "lib"]], nil, srcdir)
end

# rbconfig's CXX, else the first C++ compiler found (g++, c++, clang++)
def cxx_compiler
  config_string('CXX') || %w[g++ c++ clang++].find {|c| find_executable0(c) } || "g++"
end

def configuration(srcdir)
  mk = []
  vpath = $VPATH.uniq
  mk << %{
SHELL = /bin/sh

#### Start of system configuration section. ####

srcdir = #{srcdir.gsub(/\$\(srcdir\)|\$\{srcdir\}/) { $srcdir }.quote}
topdir = #{mkintpath($extmk ? CONFIG["topdir"] : $topdir).quote}
hdrdir = #{mkintpath($hdrdir).quote}
arch_hdrdir = $(topdir)
VPATH = #{vpath.join(File::PATH_SEPARATOR)}
}
  prefix = CONFIG['prefix']
  mk << "prefix = #{with_destdir(prefix)}\n"
  dir_keys = CONFIG.keys.grep(/dir\z/).reject {|k| %w[topdir srcdir].include?(k) }.sort
  dir_keys.unshift("exec_prefix")
  dir_keys.each do |key|
    val = CONFIG[key].to_s
    val = val.sub(/\A#{Regexp.quote(prefix)}(?=\/|\z)/, '$(prefix)') unless prefix.empty?
    val = with_destdir(val) unless val.empty? || val =~ /\A\$/
    mk << "#{key} = #{val}\n"
  end
  mk << %{
CC = #{CONFIG['CC']}
CXX = #{cxx_compiler}
LIBRUBY = #{CONFIG['LIBRUBY']}
LIBRUBY_A = #{CONFIG['LIBRUBY_A']}
LIBRUBYARG_SHARED = #$LIBRUBYARG_SHARED
LIBRUBYARG_STATIC = #$LIBRUBYARG_STATIC

RUBY_EXTCONF_H = #{$extconf_h}
CFLAGS   = #{CONFIG['CCDLFLAGS'] unless $static} #$CFLAGS #$ARCH_FLAG
INCFLAGS = -I. #$INCFLAGS
DEFS     = #{CONFIG['DEFS']}
CPPFLAGS = #{$extconf_h ? "-DRUBY_EXTCONF_H=\\\"$(RUBY_EXTCONF_H)\\\" " : ""}#{$defs.join(" ")} #$CPPFLAGS
CXXFLAGS = $(CFLAGS) #{CONFIG['CXXFLAGS']}
ldflags  = #$LDFLAGS
dldflags = #$DLDFLAGS
archflag = #$ARCH_FLAG
DLDFLAGS = $(ldflags) $(dldflags) $(archflag)
LDSHARED = #{CONFIG['LDSHARED']}
AR = #{CONFIG['AR']}
EXEEXT = #{CONFIG['EXEEXT']}

RUBY_INSTALL_NAME = #{CONFIG['RUBY_INSTALL_NAME']}
RUBY_SO_NAME = #{CONFIG['RUBY_SO_NAME']}
arch = #{CONFIG['arch']}
sitearch = #{CONFIG['sitearch']}
ruby_version = #{Config::CONFIG['ruby_version']}
ruby = #{$ruby}
RUBY = $(ruby)
RM = #{config_string('RM') || '$(RUBY) -run -e rm -- -f'}
MAKEDIRS = #{config_string('MAKEDIRS') || '@$(RUBY) -run -e mkdir -- -p'}
INSTALL = #{config_string('INSTALL') || '@$(RUBY) -run -e install -- -vp'}
INSTALL_PROG = #{config_string('INSTALL_PROG') || '$(INSTALL) -m 0755'}
INSTALL_DATA = #{config_string('INSTALL_DATA') || '$(INSTALL) -m 0644'}
COPY = #{config_string('CP') || '@$(RUBY) -run -e cp -- -v'}

#### End of system configuration section. ####

preload = #{$preload ? $preload.join(' ') : ''}
}
  mk
end

# a Makefile (as lines) whose targets do nothing: for an extension that
# decides not to build
def dummy_makefile(srcdir)
  configuration(srcdir) << <<RULES << CLEANINGS
CLEANFILES = #{$cleanfiles.join(' ')}
DISTCLEANFILES = #{$distcleanfiles.join(' ')}

all install static install-so install-rb: Makefile

RULES
end

# writes the Makefile building target (e.g. "zlib", or "digest/md5" to
# install under digest/) from $objs, or the sources of srcprefix (default:
# the folder of extconf.rb); a `depend` file there is appended
def create_makefile(target, srcprefix = nil)
  $target = target
  libpath = $DEFLIBPATH | $LIBPATH
  message "creating Makefile\n"
  rm_f "conftest*"
  if target.include?('/')
    target_prefix, target = File.split(target)
    target_prefix[0, 0] = '/'
  else
    target_prefix = ""
  end

  # a relative srcprefix names a folder of the extension's source folder
  srcprefix = srcprefix ? File.join('$(srcdir)', srcprefix) : '$(srcdir)' unless srcprefix =~ /\A[\/$]/
  srcdir = Config.expand(srcprefix.dup, 'srcdir' => $srcdir)

  unless $objs
    $objs = []
    $srcs ||= Dir[File.join(srcdir, "*.{#{SRC_EXT.join(',')}}")].map {|f| File.basename(f) }.sort
    $srcs.each {|f| $objs << f.sub(/\.[^.]+\z/, ".#$OBJEXT") }
  else
    $srcs ||= $objs.map {|o| base = o.sub(/\.#{$OBJEXT}\z/, ''); SRC_EXT.map {|e| "#{base}.#{e}" }.find {|s| File.exist?(File.join(srcdir, s)) } || "#{base}.c" }
  end
  $objs.uniq!

  target = nil if $objs.empty?
  dllib = target ? "$(TARGET).#{CONFIG['DLEXT']}" : ""
  staticlib = target ? "$(TARGET).#$LIBEXT" : ""
  mfile = File.open("Makefile", "wb")
  mfile.print(*configuration(srcprefix))
  mfile.print %{
libpath = #{($DEFLIBPATH | $LIBPATH).join(" ")}
LIBPATH = #{libpathflag(libpath)}
DEFFILE = 

CLEANFILES = #{$cleanfiles.join(' ')}
DISTCLEANFILES = #{$distcleanfiles.join(' ')}

extout = #{$extout}
extout_prefix = #{$extout_prefix}
target_prefix = #{target_prefix}
LOCAL_LIBS = #{$LOCAL_LIBS}
LIBS = #{$LIBRUBYARG} #{$libs} #{$LIBS}
SRCS = #{$srcs.join(" ")}
OBJS = #{$objs.join(" ")}
TARGET = #{target}
DLLIB = #{dllib}
EXTSTATIC = #{$static || ""}
STATIC_LIB = #{staticlib unless $static.nil?}
}
  install_dirs.each {|name, val| mfile.print("%-14s= %s\n" % [name, val]) unless name == 'target_prefix' }
  n = ($extout ? '$(RUBYARCHDIR)/' : '') + '$(TARGET)'
  mfile.print %{
TARGET_SO     = #{($extout ? '$(RUBYARCHDIR)/' : '')}$(DLLIB)
CLEANLIBS     = #{n}.#{CONFIG['DLEXT']} #{n}.il? #{n}.tds #{n}.map
CLEANOBJS     = *.#{$OBJEXT} *.#{$LIBEXT} *.s[ol] *.pdb *.exp *.bak

all:\t\t#{$extout ? "install" : target ? "$(DLLIB)" : "Makefile"}
static:\t\t$(STATIC_LIB)#{$extout ? " install-rb" : ""}
}
  mfile.print CLEANINGS
  write_install_rules(mfile, target, srcdir)
  write_compile_rules(mfile)
  write_link_rules(mfile, target, srcdir)
  mfile.close
  $makefile_created = true
ensure
  mfile.close if mfile && !mfile.closed?
end

# install, install-so, install-rb (the lib/**/*.rb files and
# $INSTALLFILES), site-install
def write_install_rules(mfile, target, srcdir)
  dirs = []
  mfile.print "install: install-so install-rb\n\n"
  sodir = "$(RUBYARCHDIR)"
  mfile.print "install-so: "
  if target
    f = "$(DLLIB)"
    dest = "#{sodir}/#{f}"
    mfile.puts dest
    mfile.print "#{dest}: #{f} #{sodir}\n\t$(INSTALL_PROG) #{f} #{sodir}\n"
    dirs << sodir
  else
    mfile.puts "Makefile"
  end
  mfile.print "install-rb: pre-install-rb install-rb-default\n"
  mfile.print "install-rb-default: pre-install-rb-default\n"
  mfile.print "pre-install-rb: Makefile\n"
  mfile.print "pre-install-rb-default: Makefile\n"
  [["-default", [["lib/**/*.rb", "$(RUBYLIBDIR)", "lib"]]],
   ["", $INSTALLFILES]].each do |sfx, files|
    next unless files
    install_files(mfile, files, nil, srcdir).each do |dir, *files_in_dir|
      dir = mkintpath(dir)
      dirs << dir
      files_in_dir.each do |f|
        dest = "#{dir}/#{File.basename(f)}"
        mfile.print("install-rb#{sfx}: #{dest}\n")
        mfile.print("#{dest}: #{f} #{dir}\n\t$(INSTALL_DATA) #{f} $(@D)\n")
      end
    end
  end
  dirs.uniq.each {|d| mfile.print "#{d}:\n\t$(MAKEDIRS) $@\n" }
  mfile.print <<SITEINSTALL

site-install: site-install-so site-install-rb
site-install-so: install-so
site-install-rb: install-rb

SITEINSTALL
end

# the suffix rules: C with $(CC), C++ with $(CXX)
def write_compile_rules(mfile)
  exts = SRC_EXT.map {|e| ".#{e}" }
  mfile.print ".SUFFIXES: #{exts.join(' ')} .#{$OBJEXT}\n"
  SRC_EXT.each do |e|
    compile = CXX_EXT.include?(e) ? COMPILE_CXX : COMPILE_C
    COMPILE_RULES.each do |rule|
      mfile.printf("\n#{rule}\n", e, $OBJEXT)
    end
    mfile.print "\t#{compile} #{OUTFLAG}$@\n"
  end
  mfile.print "\n"
end

# $(DLLIB) and the objects' dependencies (the `depend` file, else the
# ruby headers)
def write_link_rules(mfile, target, srcdir)
  if target
    mfile.print "$(DLLIB): $(OBJS) Makefile\n"
    mfile.print "\t@-$(RM) $@\n"
    mfile.print "\t#{LINK_SO.gsub("\n", "\n\t")}\n\n"
    mfile.print "$(STATIC_LIB): $(OBJS)\n\t@-$(RM) $@\n\t$(AR) cru $@ $(OBJS)\n"
    mfile.print "\t@-#{CONFIG['RANLIB'] || ':'} $@ 2> /dev/null || true\n\n"
  end
  depend = File.join(srcdir, "depend")
  if File.exist?(depend)
    mfile.print "###\n", File.read(depend).gsub(/^([^\t#:]*\.)o(\s*:)/) { "#{$1}#{$OBJEXT}#{$2}" }
  else
    headers = %w[$(hdrdir)/ruby.h $(hdrdir)/defines.h]
    headers << "$(topdir)/config.h"
    headers << "$(RUBY_EXTCONF_H)" if $extconf_h
    mfile.print "$(OBJS): #{headers.join(' ')}\n"
  end
end

# writes header with a #define per entry of $defs (-DNAME, -DNAME=VALUE,
# -UNAME), which it then empties; the Makefile passes its name to ruby.h
# as RUBY_EXTCONF_H
def create_header(header = "extconf.h")
  message "creating %s\n", header
  guard = "#{header.tr_cpp}"
  text = "#ifndef #{guard}\n#define #{guard}\n"
  $defs.each do |line|
    case line
    when /\A-D([^=]+)(?:=(.*))?/m
      text << "#define #{$1} #{$2 ? Shellwords.shellwords($2)[0] : 1}\n"
    when /\A-U(.*)/
      text << "#undef #{$1}\n"
    end
  end
  text << "#endif\n"
  old = File.read(header) rescue nil
  File.open(header, "w") {|f| f.print text } unless old == text
  $extconf_h = header
  $defs = []
end

# ---------------------------------------------------------------- setup

# the globals a check and create_makefile use, from config
def init_mkmf(config = CONFIG)
  $makefile_created = false
  $arg_config = []
  $enable_shared = config['ENABLE_SHARED'] == 'yes'
  $defs = []
  $extconf_h = nil
  $CFLAGS = with_config("cflags", arg_config("CFLAGS", config["CFLAGS"])).dup
  $ARCH_FLAG = with_config("arch_flag", arg_config("ARCH_FLAG", config["ARCH_FLAG"])).dup
  $CPPFLAGS = with_config("cppflags", arg_config("CPPFLAGS", config["CPPFLAGS"])).dup
  $LDFLAGS = with_config("ldflags", arg_config("LDFLAGS", config["LDFLAGS"])).dup
  $INCFLAGS = "-I$(topdir)"
  $INCFLAGS << " -I$(hdrdir)" if $hdrdir != $topdir
  $INCFLAGS << " -I$(srcdir)"
  $DLDFLAGS = with_config("dldflags", arg_config("DLDFLAGS", config["DLDFLAGS"])).dup
  $LIBEXT = config['LIBEXT'].dup
  $OBJEXT = config["OBJEXT"].dup
  $LIBS = "#{config['LIBS']} #{config['DLDLIBS']}".strip
  $LIBRUBYARG = ""
  $LIBRUBYARG_STATIC = config['LIBRUBYARG_STATIC']
  $LIBRUBYARG_SHARED = config['LIBRUBYARG_SHARED']
  $DEFLIBPATH = $extmk ? ["$(topdir)"] : CROSS_COMPILING ? [] : ["$(libdir)"]
  $DEFLIBPATH.unshift(".")
  $LIBPATH = []
  $INSTALLFILES = nil
  # 1.8.7's VPATH; but a ruby's build tree (a Makefile there) holds its
  # own objects, which make must not take for the extension's (thread.o)
  $VPATH = %w[$(srcdir) $(topdir) $(hdrdir)]
  $VPATH = %w[$(srcdir)] if File.exist?(File.join($topdir, "Makefile"))
  $objs = nil
  $srcs = nil
  $libs = ""
  if $enable_shared or Config.expand(config["LIBRUBY"].dup) != Config.expand(config["LIBRUBY_A"].dup)
    $LIBRUBYARG = config['LIBRUBYARG']
  end
  $LOCAL_LIBS = ""
  $cleanfiles = config_string('CLEANFILES') {|s| Shellwords.shellwords(s) } || []
  $cleanfiles << "mkmf.log"
  $distcleanfiles = config_string('DISTCLEANFILES') {|s| Shellwords.shellwords(s) } || []
  $extout ||= nil
  $extout_prefix ||= nil
  $arg_config.clear
  dir_config("opt")
end

CROSS_COMPILING = Config::CONFIG['CROSS_COMPILING'] == 'yes' unless defined?(CROSS_COMPILING)
$static = nil
$default_static = $static
$preload = nil
$warnflags = nil

init_mkmf

$make = with_config("make-prog", ENV["MAKE"] || "make")
$nmake = nil
# the options an in-tree build passes (noted for mkmf_failed's list)
srcdir_arg = arg_config("--srcdir", File.dirname($0))
$srcdir = File.expand_path(srcdir_arg) if $configure_args.key?("--srcdir")
$curdir = arg_config("--curdir")
# the installed ruby; a ruby not installed there (run from its build tree)
# names itself, so that $(RUBY) in a Makefile or depend file runs
$ruby = File.join(CONFIG['bindir'], CONFIG['ruby_install_name'] + CONFIG['EXEEXT'])
$ruby = (File.readlink("/proc/self/exe") rescue $ruby) unless File.executable?($ruby)
$ruby = arg_config("--ruby", $ruby)

# the end of an extconf.rb that made no Makefile: says so, with the
# options it could have been given, and exits with status 1
def mkmf_failed(path)
  unless $makefile_created || File.exist?("Makefile")
    opts = $arg_config.map {|t, n| "\t#{t}#{n ? "=#{n}" : ""}\n" }
    abort "*** #{path} failed ***\n" + FailedMessage + opts.join
  end
end

if !$extmk && File.basename($0) =~ /\A(extconf|makefile)\.rb\z/
  END { mkmf_failed($0) }
end
