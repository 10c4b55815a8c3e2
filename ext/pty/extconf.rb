require 'mkmf'
have_header("pty.h")
have_func("posix_openpt", "stdlib.h") or abort "posix_openpt is missing"
have_func("ptsname", "stdlib.h") or abort "ptsname is missing"
have_macro("TIOCSCTTY", ["sys/ioctl.h"])
create_makefile("pty")
