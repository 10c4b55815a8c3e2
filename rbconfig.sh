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
key DESTDIR ""
key MAJOR 1
key MINOR 8
key TEENY 7
key PATCHLEVEL 352
key ruby_version 1.8
key RUBY_PROGRAM_VERSION 1.8.7
key RUBY_BASE_NAME ruby
key ruby_install_name ruby
key RUBY_INSTALL_NAME ruby
key RUBY_SO_NAME ruby
key prefix "$v_prefix"
key exec_prefix "$v_exec_prefix"
key bindir "$v_bindir"
key sbindir "$v_exec_prefix/sbin"
key libexecdir "$v_exec_prefix/libexec"
key datadir "$v_prefix/share"
key sysconfdir "$v_prefix/etc"
key localstatedir "$v_prefix/var"
key mandir "$v_prefix/share/man"
key libdir "$v_libdir"
key includedir "$v_includedir"
key rubylibdir "$v_rubylibdir"
key archdir "$v_archdir"
key topdir "$v_archdir"
key hdrdir "$v_archdir"
key sitedir "$v_sitedir"
key sitelibdir "$v_sitelibdir"
key sitearchdir "$v_sitearchdir"
key arch "$v_arch"
key sitearch "$v_arch"
key CC "$v_CC"
key CPP "$v_CC -E"
key CFLAGS "$v_CFLAGS"
key CPPFLAGS "$v_CPPFLAGS"
key LDFLAGS "$v_LDFLAGS"
key LIBS "$v_LIBS"
key DLDFLAGS ""
key LDSHARED "$v_CC -shared"
key CCDLFLAGS "-fPIC"
key ARCH_FLAG ""
key LIBRUBYARG ""
key LIBRUBY "ruby"
key OUTFLAG "-o "
key COUTFLAG "-o "
key EXEEXT "$v_EXEEXT"
key DLEXT "$v_DLEXT"
key LIBEXT a
key OBJEXT o
key host "$v_host"
key host_os "$v_host_os"
key host_cpu "$v_host_cpu"
key host_vendor "$v_host_vendor"
key target "$v_host"
key target_os "$v_host_os"
key target_cpu "$v_host_cpu"
key target_vendor "$v_host_vendor"
key build "$v_host"
key SHELL /bin/sh
key INSTALL "/usr/bin/install -c"
key RM "rm -f"
key MAKEDIRS "mkdir -p"

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
