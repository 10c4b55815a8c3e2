require 'mkmf'
have_header("syslog.h") or abort "syslog.h is missing"
have_func("openlog", "syslog.h") or abort "openlog is missing"
create_makefile("syslog")
