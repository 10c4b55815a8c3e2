require 'mkmf'
have_header("sys/un.h")
have_header("netinet/tcp.h")
have_func("getaddrinfo", "netdb.h") or abort "getaddrinfo is missing"
have_func("rb_thread_blocking_region", "ruby.h")
create_makefile("socket")
