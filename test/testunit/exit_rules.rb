# When test/unit runs the tests at exit and the exit status: 0 when all
# pass, 1 otherwise; exit inside a test ends the run with its status; no
# run after Test::Unit.run = true or when the program raised; -r loads
# more test files into one run named after the main program; -e programs.
require "./fixtures/tu_helper"
run_tu "fixtures/tu_all_pass.rb"
run_tu "fixtures/tu_all_pass.rb -v"
run_tu "fixtures/tu_exit_in_test.rb"
run_tu "fixtures/tu_run_flag.rb"
run_tu "fixtures/tu_raise_at_top.rb"
run_tu "-r ./fixtures/tu_nine.rb fixtures/tu_all_pass.rb"
run_tu "-r ./fixtures/tu_nine.rb -r ./fixtures/tu_all_pass.rb -e 0"
run_tu %q{-e 'require "test/unit"; class TestE < Test::Unit::TestCase; def test_e; end; end'}
run_tu %q{-rtest/unit -e 'class TestF < Test::Unit::TestCase; end'}
