# The classes behind test/unit used directly: runner on an io, TestSuite,
# TestCase (suite contents, inherited tests, equality), TestResult events,
# the mediator's channels, Util::Observable/ProcWrapper/BacktraceFilter,
# AssertionMessage templates and pp, the collectors' filters.
require "./fixtures/tu_helper"
run_tu "fixtures/tu_api.rb"
