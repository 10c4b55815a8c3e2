# the constants of Timeout and what timeout.rb defines
require "timeout"
p Timeout.constants.sort, Timeout::CALLER_OFFSET
p Timeout.singleton_methods.sort, Object.private_instance_methods.include?("timeout")
p TimeoutError.ancestors.first(3)
