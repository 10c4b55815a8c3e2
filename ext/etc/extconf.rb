require 'mkmf'
have_header("pwd.h")
have_header("grp.h")
have_func("getlogin")
have_func("getpwent")
have_func("getgrent")
create_makefile("etc")
