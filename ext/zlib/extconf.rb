require 'mkmf'
have_header("zlib.h") or abort "zlib.h is missing (Debian: zlib1g-dev)"
# a cross build may find only the target's libz.so.1 (zlib1g:ARCH): Debian's
# zlib1g-dev:ARCH needs libc6-dev:ARCH in the host's exact version
have_library("z", "deflateInit_", "zlib.h") or
  have_library(":libz.so.1", "deflateInit_", "zlib.h") or abort "libz is missing (Debian: zlib1g-dev)"
have_func("rb_thread_blocking_region", "ruby.h")
create_makefile("zlib")
