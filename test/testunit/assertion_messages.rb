# Every assertion's failure message, the failure locations (one frame or
# several), error backtraces filtered of test/unit frames, pp-formatted
# long values, assertion counts and the exit status of a failing run.
require "./fixtures/tu_helper"
run_tu "fixtures/tu_messages.rb"
run_tu "fixtures/tu_messages2.rb"
