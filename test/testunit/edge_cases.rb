# Tests from an included module and inherited by a subclass, failure
# locations through helpers and blocks, errors with multi-line messages or
# no backtrace, AssertionFailedError raised by hand, messages that are not
# strings or end with a period.
require "./fixtures/tu_helper"
run_tu "fixtures/tu_edges.rb"
