require 'mkmf'
have_header("zlib.h") or abort "zlib.h is missing (Debian: zlib1g-dev)"
have_library("z", "deflateInit_", "zlib.h") or abort "libz is missing (Debian: zlib1g-dev)"
have_func("rb_thread_blocking_region", "ruby.h")
create_makefile("zlib")
