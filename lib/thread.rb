# thread.rb - synchronisation for threads: Mutex, ConditionVariable, Queue
# and SizedQueue come from thread.so (ext/thread, in C on the scheduler),
# with Thread.exclusive, as in Ruby 1.8.7.

unless defined? Thread
  raise "Thread not available for this ruby interpreter"
end

require 'thread.so'
