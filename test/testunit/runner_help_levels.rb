# AutoRunner's option parsing as 1.8.7's optparse does it: -h and the
# help after a bad or incomplete option (exit 1), output levels by
# (abbreviated) keyword, runners by keyword, abbreviated long options,
# deprecated --console, -I, -v followed by a plain argument.
require "./fixtures/tu_helper"
run_tu "fixtures/tu_options.rb -h"
run_tu "fixtures/tu_options.rb --bogus"
run_tu "fixtures/tu_options.rb -n"
run_tu "fixtures/tu_options.rb -v s"
run_tu "fixtures/tu_options.rb --verbose=silent"
run_tu "fixtures/tu_options.rb --verbose=progress"
run_tu "fixtures/tu_options.rb --verbose=n"
run_tu "fixtures/tu_options.rb -vp"
run_tu "fixtures/tu_options.rb --verbose=loud"
run_tu "fixtures/tu_options.rb -r console"
run_tu "fixtures/tu_options.rb -r c -t TestD"
run_tu "fixtures/tu_options.rb -r bogus"
run_tu "fixtures/tu_options.rb --verb -n test_one"
run_tu "fixtures/tu_options.rb --console -t TestD"
run_tu "fixtures/tu_options.rb -I a:b -t TestD"
