# mkmf's public API in-process (1.8.7's documented methods, constants and
# globals): messages, the try_* family, type probes, option parsing,
# Logging, the Makefile helpers.  Run in a scratch folder.
# Expected output checked by hand against 1.8.7's documented mkmf (the
# oracle's mkmf cannot run: it has no headers).
require 'mkmf'

def show(label)
  r = begin
        yield
      rescue StandardError
        "#{$!.class}: #{$!.message}"
      end
  puts "#{label}: #{r.inspect}"
end

puts "== strings"
show("quote") { ["a b".quote, "ab".quote, ["x y", "z"].quote] }
show("tr_cpp") { ["sys/types.h".tr_cpp, " a-b.c ".tr_cpp] }
show("checking_message") {
  [checking_message("foo"), checking_message("foo", "stdio.h"),
   checking_message("foo()", ["a.h", "b.h"], "-DX"), checking_message("t", nil, "")]
}
show("config_string") {
  [config_string("CC").nil?, config_string("NO_SUCH_KEY"), config_string("LIBRUBY"),
   config_string("DLEXT") {|s| s.upcase }]
}
show("merge_libs") { merge_libs(%w[-la -lb], %w[-lb -lc], %w[-la]) }
show("with_destdir") { [with_destdir("/usr/lib"), with_destdir("$(libdir)")] }
show("mkintpath") { mkintpath("/a/b") }
show("map_dir") { [map_dir("$(sitearchdir)$(target_prefix)/x"), map_dir("$(rubylibdir)/y")] }
show("dir_re") { [dir_re("sitedir") =~ "x$(sitedir)", dir_re("sitedir") =~ "${sitedir}"] }
show("install_dirs") { install_dirs("foo").map {|k, v| "#{k}=#{v}" } }
show("libpathflag") { libpathflag(["/x", "$(libdir)"]) }

puts "== constants"
show("files") { [CONFTEST_C, SRC_EXT.include?("cpp"), CXX_EXT.include?("cc"), HDR_EXT] }
show("flags") { [OUTFLAG, CPPOUTFILE, LIBARG, LIBARG % "z", EXPORT_PREFIX, COMMON_LIBS] }
show("COMMON_HEADERS") { COMMON_HEADERS }
show("rules") { [COMPILE_RULES, COMPILE_C, COMPILE_CXX] }
show("TRY_LINK") { TRY_LINK =~ /\A\$\(CC\) -o conftest .*\$\(src\)/ ? true : TRY_LINK }
show("LINK_SO") { LINK_SO =~ /\A\$\(LDSHARED\) -o \$@ \$\(OBJS\)/ ? true : LINK_SO }
show("CLEANINGS") { CLEANINGS.scan(/^(\w+):/).flatten }
show("INSTALL_DIRS") { INSTALL_DIRS.map {|re, dir| dir }.uniq }
show("FailedMessage") { FailedMessage.split("\n").first }

puts "== globals"
show("platforms") { [$mswin, $bccwin, $mingw, $cygwin, $netbsd, $os2, $beos, $solaris] }
show("modes") { [$extmk, $static, $default_static, $extout, $preload, $nmake, $target] }
show("dirs") {
  [$topdir == Config::CONFIG["topdir"], File.exist?(File.join($hdrdir, "ruby.h")),
   $srcdir == Dir.pwd, $sitearchdir == Config::CONFIG["sitearchdir"],
   $sitelibdir == Config::CONFIG["sitelibdir"], $rubylibdir == Config::CONFIG["rubylibdir"],
   $archdir == Config::CONFIG["archdir"], $sitedir == Config::CONFIG["sitedir"],
   $vendordir == Config::CONFIG["vendordir"], $libdir == Config::CONFIG["libdir"]]
}
show("lists") {
  [$defs, $libs, $LOCAL_LIBS, $objs, $srcs, $LIBPATH, $cleanfiles, $distcleanfiles,
   $configure_args.class, $dest_prefix_pattern.class]
}
show("flags") { [$CFLAGS == CONFIG["CFLAGS"], $CPPFLAGS.class, $LDFLAGS.class, $INCFLAGS.class] }
show("VPATH") { [$VPATH.first, $INCFLAGS.split.last, $DEFLIBPATH.first, $INSTALLFILES, $ARCH_FLAG.class, $DLDFLAGS.class] }

puts "== try"
show("try_compile") { [try_compile("int x = 1;"), try_compile("int x = ;")] }
show("try_cpp") { [try_cpp("#include <stdio.h>"), try_cpp("#include <no/such/file.h>")] }
show("try_link") { [try_link("int main() { return 0; }"), try_link("int f(); int main() { return f(); }")] }
show("try_run") { [try_run("int main() { return 0; }"), try_run("int main() { return 3; }")] }
show("try_link0 leaves conftest") { [try_link0("int main() { return 0; }"), File.exist?("conftest")] }
rm_f "conftest*"
show("rm_f") { Dir["conftest*"] }
show("try_do") { try_do("int y;", cc_command) }
rm_f "conftest*"
show("try_static_assert") { [try_static_assert("sizeof(char) == 1"), try_static_assert("sizeof(char) == 2")] }
show("try_constant") { [try_constant("6 * 7"), try_constant("EOF", "stdio.h")] }
show("constant by asserts") {
  [constant_by_asserts("sizeof(char) * 42", nil, ""), constant_by_asserts("EOF", "stdio.h", ""),
   constant_by_asserts("0", nil, ""), constant_by_asserts("1000000", nil, ""), constant_by_asserts("no_such", nil, "")]
}
show("try_var") { [try_var("errno", "errno.h"), try_var("no_such_var_zz")] }
show("try_func") { [try_func("strlen", "", "string.h"), !!try_func("no_such_func_zz", "")] }
show("egrep_cpp") { [egrep_cpp(/conftest_marker/, "conftest_marker"), egrep_cpp("conftest_mark[e]r", "conftest_marker"),
                     egrep_cpp(/nothing_here/, "int a;")] }
show("macro_defined?") { [macro_defined?("EOF", "#include <stdio.h>"), macro_defined?("NO_SUCH_MACRO", "")] }
show("create_tmpsrc") { src = create_tmpsrc("int a;"); [src, File.read(CONFTEST_C) == src] }
rm_f "conftest*"
show("block rewrites the source") { try_compile("int b = NOPE;") {|src| src.sub("NOPE", "1") } }

puts "== with_*flags"
saved = $CFLAGS.dup
show("with_cflags false") { [with_cflags("-DX1") { false }, $CFLAGS == saved] }
show("with_cflags raise") { begin with_cflags("-DX2") { raise "no" } rescue RuntimeError end; $CFLAGS == saved }
show("with_cflags true") { [with_cflags("#$CFLAGS -DX3") { :kept }, $CFLAGS == saved + " -DX3"] }
$CFLAGS = saved
show("with_cppflags") { [with_cppflags("-DY") { false }, with_cppflags("-DY") { true }, $CPPFLAGS] }
show("with_ldflags") { [with_ldflags("-L/z") { nil }, $LDFLAGS == CONFIG["LDFLAGS"]] }

puts "== checks"
show("scalar_type?") {
  [scalar_type?("int"), scalar_type?("char *"), scalar_type?("struct tm", nil, "time.h"),
   scalar_type?("struct tm", "tm_sec", "time.h")]
}
show("scalar_ptr_type?") { [scalar_ptr_type?("char *"), scalar_ptr_type?("int"), scalar_ptr_type?("int *")] }
show("what_type? char *") { what_type?("char *") }
show("what_type? int") { what_type?("int") }
show("what_type? short") { what_type?("short") }
show("what_type? unsigned char") { what_type?("unsigned char") }
show("what_type? member") { what_type?("struct tm", "tm_sec", "time.h") }
show("what_type? struct") { what_type?("struct tm", nil, "time.h") }
show("find_type") { find_type("size_t", nil, "stdio.h") }
show("find_type none") { find_type("no_such_type_t", nil, "stdio.h", "stdlib.h") }
show("check_sizeof") { [check_sizeof("char"), check_sizeof("struct no_such_zz")] }
show("have_macro") { [have_macro("EOF", "stdio.h"), have_macro("NO_SUCH_MACRO_ZZ", ["stdio.h", "stdlib.h"])] }
show("have_header") { have_header("stdio.h") }
show("have_var") { have_var("no_such_var_zz", "stdio.h") }
show("find_header") { [find_header("xdep.h", "/nonexistent", "fixtures/xdep/include"), $INCFLAGS.split.last] }
show("find_library") { [find_library("m", "cos", "/nonexistent"), $libs.split.first] }
show("have_library") { have_library("no_such_lib_zz") }
show("find_executable0") {
  [File.basename(find_executable0("sh").to_s), find_executable0("no-such-exe-zz"),
   find_executable0("sh", "/nonexistent"), find_executable0("fixtures/fake-pkg-config")]
}
show("find_executable") { find_executable("no-such-exe-zz") }
show("$defs") { $defs }

puts "== options"
$configure_args.update("--with-foo" => "yes", "--without-bar" => true, "--with-baz" => "x",
                       "--enable-feat" => true, "--disable-nofeat" => true, "--with-qq-dir" => "/opt/qq",
                       "--with-rr-include" => "/r/inc")
show("with_config") {
  [with_config("foo"), with_config("bar"), with_config("baz"), with_config("none"),
   with_config("none", "dflt"), with_config("none") {|c, d| "block #{c}" }]
}
show("enable_config") { [enable_config("feat"), enable_config("nofeat"), enable_config("other", true)] }
show("arg_config") { [arg_config("--with-baz"), arg_config("--nothing", 5), arg_config("--nothing") { 6 }] }
show("dir_config qq") { [dir_config("qq"), $CPPFLAGS.split.include?("-I/opt/qq/include"), $LIBPATH.include?("/opt/qq/lib")] }
show("dir_config rr") { dir_config("rr") }
show("dir_config defaults") { dir_config("ss", "/s/inc", "/s/lib") }
show("pkg_config unknown") { pkg_config("no-such-package-zz") }
$configure_args["--with-pkg-config"] = File.expand_path("fixtures/fake-pkg-config")
$PKGCONFIG = nil
show("pkg_config") { [pkg_config("fakepkg"), $CFLAGS.split.last, $libs.split.last] }

puts "== Logging and helpers"
show("xsystem") { [xsystem("true"), xsystem("false")] }
show("xpopen") { xpopen("echo hi") {|io| io.read } }
show("modified?") {
  File.open("stamp", "w") {}
  [modified?("stamp", [Time.at(0)]).class, modified?("stamp", [Time.now + 3600]), modified?("missing", [])]
}
log = File.read("mkmf.log")
show("log has checks") { [log.include?("have_header: checking for stdio.h... -------------------- yes\n"),
                          log.include?("check_sizeof: checking size of char... -------------------- 1\n"),
                          log.include?("checked program was:\n/* begin */\n"), log.include?("\ntrue\n")] }
show("log_src") {
  Logging.logfile("other.log")
  log_src("a\nb\n")
  Logging.postpone { Logging.message("body\n"); "head\n" }
  File.read("other.log")
}
Logging.quiet = true
show("quiet message") { message("not shown\n") }
Logging.quiet = false
show("Logging.open") { Logging.open {|f| puts "into the log"; f.class } }
show("other.log tail") { File.read("other.log").split("\n").last }
message("shown %d\n", 1)

puts "== output"
show("configuration") { c = configuration("."); [c.class, c.join =~ /^srcdir = / ? true : false] }
show("dummy_makefile") {
  File.open("Makefile", "w") {|f| f.print(*dummy_makefile(".")) }
  [system("make all > make.log 2>&1"), system("make install > make.log 2>&1"),
   system("make distclean > make.log 2>&1"), File.exist?("Makefile")]
}
$defs = ["-DFOO", "-DBAR=2", "-DSTR=\\\"s\\\"", "-UBAZ"]
show("create_header") { create_header("api.h"); [File.read("api.h"), $defs, $extconf_h] }
show("init_mkmf") { $libs = "-lq"; init_mkmf; [$defs, $libs, $LIBPATH, $objs, $extconf_h] }
show("install_rb") {
  Dir.mkdir("lib"); Dir.mkdir("lib/d")
  File.open("lib/a.rb", "w") {}; File.open("lib/d/b.rb", "w") {}
  install_rb(nil, "$(RUBYLIBDIR)", ".")
}
show("install_files") { install_files(nil, [["lib/*.rb", "$(sitelibdir)$(target_prefix)/x"]], nil, ".") }
