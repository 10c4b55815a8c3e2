require 'mkmf'
have_header("fcntl.h") or abort "fcntl.h is missing"
have_macro("O_NONBLOCK", ["fcntl.h"]) or abort "no O_NONBLOCK"
create_makefile("io/nonblock")
