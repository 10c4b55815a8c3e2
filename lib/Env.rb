# Env.rb - the environment as global variables (see importenv.rb).

require 'importenv'
