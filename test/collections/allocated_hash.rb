# Every method of Hash called on an allocated (uninitialized) object, and
# initialize_copy / replace with arguments of the wrong type: a Ruby
# exception or a value, never a crash.
$stderr = $stdout # warnings in order with the output
require "helper"
call_on_allocated(Hash,
  [[], [0], [nil], [[]], [{}], [1..2], ["x"], [Object.new], [0, 1]],
  %w(cycle))
