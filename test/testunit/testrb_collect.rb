# testrb (AutoRunner standalone): files and directories to run, recursive
# collection of test_*.rb (skipping CVS and lock files), suite names,
# -a, -p, -x, -b, -w, -n, and the usage when nothing is given.
require "./fixtures/tu_helper"
Dir.chdir("fixtures")
run_tu "tu_testrb.rb"
Dir.chdir("tu_tree") do
  run_tu "../tu_testrb.rb ."
  run_tu "../tu_testrb.rb"
  run_tu "../tu_testrb.rb -v"
  run_tu "../tu_testrb.rb test_alpha.rb"
  run_tu "../tu_testrb.rb test_alpha.rb sub"
  run_tu "../tu_testrb.rb sub"
  run_tu "../tu_testrb.rb -x /beta/ ."
  run_tu "../tu_testrb.rb -p /not_a/ ."
  run_tu "../tu_testrb.rb -n test_x ."
  run_tu "../tu_testrb.rb -t /Gamma/ -v ."
  run_tu "../tu_testrb.rb -a test_alpha.rb,sub"
  run_tu "../tu_testrb.rb -w sub -n test_pwd ."
  run_tu "../tu_testrb.rb not_a_test.rb"
end
run_tu "tu_testrb.rb -b tu_tree sub"
run_tu "tu_testrb.rb -n /test_[ax]/ tu_tree/sub/test_beta.rb tu_tree/test_alpha.rb"
