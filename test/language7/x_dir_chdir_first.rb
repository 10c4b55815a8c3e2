#!/usr/bin/ruby
# -xDIR changes directory at once, as 1.8.7, so a relative script name is
# read from DIR (here fixtures/x_dir_chdir_first.rb, not this file)
puts "this copy ran"
