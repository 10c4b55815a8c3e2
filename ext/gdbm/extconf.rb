require 'mkmf'
# GNU dbm (Debian: libgdbm-dev); without it ext/gdbm is not built
if have_header("gdbm.h") && have_library("gdbm", "gdbm_open", "gdbm.h")
  $INCFLAGS << " -I$(srcdir)/../dbm"
  create_makefile("gdbm")
else
  message "gdbm is missing (Debian: libgdbm-dev): ext/gdbm is not built\n"
end
