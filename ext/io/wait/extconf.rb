require 'mkmf'
have_header("sys/ioctl.h")
have_macro("FIONREAD", ["sys/ioctl.h"]) or abort "no FIONREAD"
create_makefile("io/wait")
