# setup/teardown run around each test even when it fails; errors and
# failures in them are reported (a test may get two faults); tests that
# take arguments are skipped; nested assertions count once.
require "./fixtures/tu_helper"
run_tu "fixtures/tu_fixture_errors.rb"
