# profile.rb - ruby -rprofile script: prints a profile of the whole program
# on $stderr when it ends (see profiler.rb)
require 'profiler'

END {
  Profiler__.print_profile(STDERR)
}
Profiler__.start_profile
