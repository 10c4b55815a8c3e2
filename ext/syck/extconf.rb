require 'mkmf'
create_makefile("syck")
