# RUNIT on top of Test::Unit: its assertions with their argument orders and
# messages, Class#method test names, TestSuite/TestResult aliases, the CUI
# runner verbose or quiet, and the at-exit run that a RUNIT program skips.
require "./fixtures/tu_helper"
run_tu "fixtures/tu_runit.rb"
run_tu "fixtures/tu_runit_atexit.rb"
