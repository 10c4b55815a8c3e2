# AutoRunner options of a test program: -v (verbose "name: ." lines), -n
# by name or /regexp/, -t by test case, filters or-ed, -- and plain
# arguments left alone, ARGV untouched while the program loads.
require "./fixtures/tu_helper"
run_tu "fixtures/tu_options.rb -v"
run_tu "fixtures/tu_options.rb -t TestD -v"
run_tu "fixtures/tu_options.rb -t /C/ -n test_two"
run_tu "fixtures/tu_options.rb -n /one/"
run_tu "fixtures/tu_options.rb --name=test_two --testcase=TestD"
run_tu "fixtures/tu_options.rb -- -x y"
run_tu "fixtures/tu_options.rb foo bar"
run_tu "fixtures/tu_options.rb --verbose"
run_tu "fixtures/tu_options.rb -n nothing_matches"
