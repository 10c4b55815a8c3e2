require 'mkmf'
# the Hash-like API is ext/dbm/hashdb.h's
$INCFLAGS << " -I$(srcdir)/../dbm"
create_makefile("sdbm")
