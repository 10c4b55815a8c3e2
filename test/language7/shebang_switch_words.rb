#!/usr/local/bin/ruby18 x -w -- --verbose -Ku stop -d
# switches start at the first word with a '-' and end at the next word
# without one; "--" does not end them there, and --verbose only sets $VERBOSE
p $VERBOSE, $KCODE, $DEBUG
