require 'mkmf'
create_makefile("thread")
