#!/usr/bin/ruby -Ifixtures
# the command line's -r libraries are loaded once the script is read, so the
# #! line's -I already counts for them
puts "main"
