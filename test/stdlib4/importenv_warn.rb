# importenv's deprecation warning names the line that required it (without
# "in `require'"), as 1.8.7's
$stderr = $stdout
ENV['H4_TEST_VAR'] = 'one'
require 'importenv'
p $H4_TEST_VAR
$H4_TEST_VAR = 'two'
p ENV['H4_TEST_VAR']
