require 'mkmf'
have_header("iconv.h") or abort "iconv.h is missing"
have_func("iconv_open", "iconv.h") or have_library("iconv", "iconv_open", "iconv.h") or
  abort "iconv_open is missing"
create_makefile("nkf")
