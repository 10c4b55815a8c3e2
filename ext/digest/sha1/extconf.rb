require 'mkmf'
$INCFLAGS << " -I#{File.dirname(File.expand_path(__FILE__))}/.."
create_makefile("digest/sha1")
