require 'mkmf'
create_makefile("digest/bubblebabble")
