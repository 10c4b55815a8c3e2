require 'strscan'
require "helper"
# the obsolete names warn only under -w
s = StringScanner.new("abc")
show(:quiet) { [s.getbyte, s.peep(1), s.empty?, s.restsize, s.matchedsize, s.clear.class] }
$VERBOSE = true
s = StringScanner.new("abc")
show(:verbose) { [s.getbyte, s.peep(1), s.empty?, s.restsize, s.matchedsize, s.clear.class] }
