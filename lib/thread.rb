# thread.rb - synchronisation for threads: Mutex, ConditionVariable, Queue
# and SizedQueue come from thread.so (ext/thread, in C on the scheduler),
# as in Ruby 1.8.7; Thread.exclusive is defined here.

unless defined? Thread
  raise "Thread not available for this ruby interpreter"
end

require 'thread.so'

if $DEBUG
  Thread.abort_on_exception = true
end

class Thread
  # Runs the block with Thread.critical set, restoring the old value after.
  def self.exclusive
    old = Thread.critical
    begin
      Thread.critical = true
      return yield
    ensure
      Thread.critical = old
    end
  end
end
