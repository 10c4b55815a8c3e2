# The at-exit run orders suites by name (a custom self.suite keeps its own
# name and order), nested and namespaced test cases, -t on full names.
require "./fixtures/tu_helper"
run_tu "fixtures/tu_suites.rb"
run_tu "fixtures/tu_suites.rb -v"
run_tu "fixtures/tu_suites.rb -t TestNested::TestInner"
run_tu "fixtures/tu_suites.rb -t /Nested/ -v"
