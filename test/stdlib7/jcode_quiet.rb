# Without -w, jcode.rb prints nothing when loaded, even with $KCODE NONE.
$VERBOSE = false
require 'jcode'
p "abc".jlength
