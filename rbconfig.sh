#!/bin/sh
# rbconfig.sh - writes rbconfig.rb (module Config) on stdout from the
# NAME=VALUE arguments the Makefile passes; Ruby is not needed to build.

# quote: print $1 as a Ruby double-quoted string literal
quote() {
  printf '"%s"' "$(printf '%s' "$1" | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/#/\\#/g')"
}

for a in "$@"; do
  name=${a%%=*}; val=${a#*=}
  eval "v_$name=\$val"
done

cat <<EOF
# This file was created by rbconfig.sh when ruby was built.  Any changes
# made to this file will be lost the next time ruby is built.

module Config
  RUBY_VERSION == "1.8.7" or
    raise "ruby lib version (1.8.7) doesn't match executable version (#{RUBY_VERSION})"

  TOPDIR = File.dirname(__FILE__).chomp!("/lib/ruby/1.8/$v_arch")
  DESTDIR = '' unless defined? DESTDIR
  CONFIG = {}
EOF

# key NAME VALUE: one CONFIG entry
key() {
  printf '  CONFIG[%s] = %s\n' "$(quote "$1")" "$(quote "$2")"
}
# the linker flags extensions get: ruby's own, less its --wrap of libm/gmp
ext_ldflags=$(printf '%s\n' $v_LDFLAGS | grep -v '^-Wl,--wrap=' | tr '\n' ' ' | sed 's/ *$//')
# what ruby links, plus libm (ruby itself loads libm on first use)
ext_libs=$(echo $v_LIBS -lm)
p=$v_prefix
key DESTDIR ""
key MAJOR 1
key MINOR 8
key TEENY 7
key PATCHLEVEL 352
key ruby_version 1.8
key ruby_install_name ruby
key RUBY_INSTALL_NAME ruby
key RUBY_SO_NAME ruby
key rubyw_install_name ""
key RUBYW_INSTALL_NAME ""
key prefix "$p"
key exec_prefix "$v_exec_prefix"
key bindir "$v_bindir"
key sbindir "$v_exec_prefix/sbin"
key libexecdir "$v_exec_prefix/libexec"
key datarootdir "$p/share"
key datadir "$p/share"
key sysconfdir "$p/etc"
key sharedstatedir "$p/com"
key localstatedir "$p/var"
key runstatedir "$p/var/run"
key includedir "$v_includedir"
key oldincludedir /usr/include
key docdir "$p/share/doc/\$(PACKAGE)"
key infodir "$p/share/info"
key htmldir "$p/share/doc/\$(PACKAGE)"
key dvidir "$p/share/doc/\$(PACKAGE)"
key pdfdir "$p/share/doc/\$(PACKAGE)"
key psdir "$p/share/doc/\$(PACKAGE)"
key libdir "$v_libdir"
key localedir "$p/share/locale"
key mandir "$p/share/man"
key rubylibdir "$v_rubylibdir"
key archdir "$v_archdir"
key sitedir "$v_sitedir"
key sitelibdir "$v_sitelibdir"
key sitearchdir "$v_sitearchdir"
key vendordir "$v_libdir/ruby/vendor_ruby"
key vendorlibdir "$v_libdir/ruby/vendor_ruby/1.8"
key vendorarchdir "$v_libdir/ruby/vendor_ruby/1.8/$v_arch"
key arch "$v_arch"
key sitearch "$v_arch"
key configure_args "$v_configure_args"
key CC "$v_CC"
key CPP "$v_CC -E"
key CPPOUTFILE "-o conftest.i"
key CFLAGS "$v_CFLAGS"
key cflags ""
key optflags ""
key debugflags ""
key CPPFLAGS "$v_CPPFLAGS"
key cppflags ""
key DEFS ""
key LDFLAGS "$ext_ldflags"
key LIBS "$ext_libs"
key DLDLIBS "-lc"
key DLDFLAGS ""
key ARCH_FLAG ""
key CCDLFLAGS "$v_CCDLFLAGS"
key LDSHARED "$v_LDSHARED"
key LINK_SO ""
key DLEXT "$v_DLEXT"
key DLEXT2 ""
key LIBEXT a
key OBJEXT o
key EXEEXT "$v_EXEEXT"
key OUTFLAG "-o "
# a static build: extensions resolve the API against the ruby executable;
# --enable-shared: against libruby.so.1.8 (1.8.7's values for Linux)
if test "$v_ENABLE_SHARED" = yes; then
  rpath_arg="-Wl,-R -Wl,$v_libdir -L$v_libdir"
  key ENABLE_SHARED yes
  key LIBRUBY "$v_LIBRUBY_SO"
  key LIBRUBY_A "$v_LIBRUBY_A"
  key LIBRUBY_SO "$v_LIBRUBY_SO"
  key LIBRUBY_ALIASES "$v_LIBRUBY_ALIASES"
  key LIBRUBY_LDSHARED "$v_LDSHARED"
  key LIBRUBY_DLDFLAGS "$v_LIBRUBY_DLDFLAGS"
  key LIBRUBYARG "$rpath_arg -lruby"
  key LIBRUBYARG_SHARED "$rpath_arg -lruby"
  key LIBRUBYARG_STATIC "-lruby-static"
  key SOLIBS "$ext_libs"
else
  key ENABLE_SHARED no
  key LIBRUBY ""
  key LIBRUBY_A ""
  key LIBRUBY_SO ""
  key LIBRUBY_ALIASES ""
  key LIBRUBY_LDSHARED "$v_LDSHARED"
  key LIBRUBY_DLDFLAGS ""
  key LIBRUBYARG ""
  key LIBRUBYARG_SHARED ""
  key LIBRUBYARG_STATIC ""
  key SOLIBS ""
fi
key MAINLIBS ""
key LIBPATHENV LD_LIBRARY_PATH
key LIBPATHFLAG ' -L%1$-s'
key RPATHFLAG ' -Wl,-R%1$-s'
key GNU_LD yes
key EXPORT_PREFIX ""
key EXTOUT .ext
key EXTSTATIC ""
key STATIC ""
key PREP ""
key ARCHFILE ""
key ALLOCA ""
key COMMON_HEADERS ""
key COMMON_LIBS ""
key COMMON_MACROS ""
key MAKEFILES Makefile
key SET_MAKE ""
key TRY_LINK ""
key setup Setup
key MANTYPE doc
key RDOCTARGET ""
key AR ar
key AS as
key ASFLAGS ""
key NM nm
key OBJDUMP objdump
key RANLIB ranlib
key STRIP "strip -S -x"
key DLLWRAP ""
key WINDRES ""
key YACC "bison -y"
key YFLAGS ""
key NROFF ""
key CP cp
key LN_S "ln -s"
key GREP grep
key EGREP "grep -E"
key ECHO_C ""
key ECHO_N -n
key ECHO_T ""
key PATH_SEPARATOR :
key PACKAGE_NAME ""
key PACKAGE_TARNAME ""
key PACKAGE_VERSION ""
key PACKAGE_STRING ""
key PACKAGE_BUGREPORT ""
key PACKAGE_URL ""
key host "$v_host"
key host_alias ""
key host_os "$v_host_os"
key host_cpu "$v_host_cpu"
key host_vendor "$v_host_vendor"
key target "$v_host"
key target_alias ""
key target_os "$v_host_os"
key target_cpu "$v_host_cpu"
key target_vendor "$v_host_vendor"
key build "$v_host"
key build_alias ""
key build_os "$v_host_os"
key build_cpu "$v_host_cpu"
key build_vendor "$v_host_vendor"
key SHELL /bin/sh
key INSTALL "/usr/bin/install -c"
key INSTALL_PROGRAM "/usr/bin/install -c"
key INSTALL_SCRIPT "/usr/bin/install -c"
key INSTALL_DATA "/usr/bin/install -c -m 644"
key RM "rm -f"
key MAKEDIRS "mkdir -p"
# topdir: where this rbconfig.rb is (the installed arch dir, holding the
# headers, or the build tree of an uninstalled ruby)
printf '  CONFIG["topdir"] = File.dirname(__FILE__)\n'
# the source tree this ruby was built from (its headers, when uninstalled)
printf '  SRCDIR = %s\n' "$(quote "$v_srcdir")"

cat <<'EOF'

  MAKEFILE_CONFIG = {}
  CONFIG.each {|k, v| MAKEFILE_CONFIG[k] = v.dup}

  # Config.expand: replace $(name) and ${name} in val by CONFIG entries,
  # recursively; an entry being expanded reads as false (no cycles)
  def Config::expand(val, config = CONFIG)
    val.gsub!(/\$\(([^()]+)\)|\$\{([^{}]+)\}/) do |ref|
      name = $1 || $2
      v = config[name]
      if v
        config[name] = false
        v = Config::expand(v.dup, config)
        config[name] = v
      else
        ref
      end
    end
    val
  end
end
RbConfig = Config # compatibility for ruby-1.9
CROSS_COMPILING = nil unless defined? CROSS_COMPILING
EOF
