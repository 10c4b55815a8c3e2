# the File::Constants of 1.8.7 on Linux (no BINARY: O_BINARY does not exist)
p File::Constants.constants.sort
p IO.constants.sort
p defined?(File::BINARY)
