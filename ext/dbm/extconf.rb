require 'mkmf'
# ndbm: GNU dbm's compatibility library (Debian: libgdbm-compat-dev), or a
# libc that has it; without one ext/dbm is not built
lib = %w(gdbm_compat ndbm dbm).find { |l| have_library(l, "dbm_open", "ndbm.h") }
if have_header("ndbm.h") && (lib || have_func("dbm_open", "ndbm.h"))
  have_func("dbm_clearerr", "ndbm.h")
  create_makefile("dbm")
else
  message "ndbm is missing (Debian: libgdbm-compat-dev): ext/dbm is not built\n"
end
