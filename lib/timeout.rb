# timeout.rb - runs a block with a time limit (Ruby 1.8.7 behaviour).
#
#   Timeout.timeout(5) { slow_call }   # raises Timeout::Error after 5 s
#
# A watcher thread sleeps for the limit, then raises an exception of a
# class private to this call in the thread running the block; that
# exception is turned into Timeout::Error ("execution expired") as it
# leaves, so an inner timeout never fires an outer one's handler.  With
# a class given, that class is raised instead.
#
# Usage:
#
#   require 'timeout'
#
#   status = Timeout.timeout(5) {
#     # something that may take too long
#   }
#
#   begin
#     timeout(0.5, MyError) { read_from_a_slow_peer }
#   rescue MyError
#     # the block was stopped where it was running
#   end
#
# A limit of nil or 0 runs the block without a watcher (and yields no
# argument); a negative limit raises the watcher's ArgumentError in the
# caller.  Timeout::Error is an Interrupt, not a StandardError, so a bare
# `rescue' in the caller does not catch it.
#
# Line numbers: the lines of this file that show in backtraces (the
# watcher's sleep and raise, the yield, the check of Thread.critical and
# the global timeout's call) are at 1.8.7's lines, so that backtraces
# read the same: a test that prints them (file names stripped of their
# folders) sees timeout.rb:64 for the watcher's raise, timeout.rb:67 for
# the yield and timeout.rb:101 for the global form (see
# test/core19/timeout_lines).

module Timeout
  class Error < Interrupt
  end

  # private to each call; not a StandardError, so `rescue => e' in the
  # block does not swallow it
  class ExitException < ::Exception
  end

  THIS_FILE = /\A#{Regexp.quote(__FILE__)}:/o
  # 1 when timeout.rb was required from itself (never, loaded normally)
  CALLER_OFFSET = ((c = caller[0]) && THIS_FILE =~ c) ? 1 : 0

  # the locals' names and order keep symbol numbers as 1.8.7's
  def timeout(sec, klass = nil)
    return yield if sec.nil? || sec.zero?   # 1.8.7: no argument then
    raise ThreadError, "timeout within critical session" if Thread.critical
    exception = klass || Class.new(ExitException)
    begin
      x = Thread.current
      y = Thread.start do
        begin
          sleep sec
        rescue => e   # a bad limit (negative...): the caller gets the error
          x.raise e
        else
          x.raise(exception, "execution expired") if x.alive?
        end
      end
      yield(sec)
    rescue exception => e
      rej = THIS_FILE
      m = e.message
      if bt = e.backtrace
        # 1.8.7: it loses this file's lines just above the caller's frames
        # (the yield, the top-level timeout's call); the watcher's raise
        # line and the frames of inner timeouts stay
        bt = bt.dup
        level = bt.size - caller.size - 1
        bt.delete_at(level) while level >= 0 && level < bt.size && rej =~ bt[level]
        e.set_backtrace(bt)
      end
      raise if klass
      raise Error, m, bt
    ensure
      y.kill if y && y.alive?
    end
  end
  module_function :timeout
end

# Kernel#timeout is the form of older scripts:
#
#   timeout(3) { fetch }
#
# It is defined at the top level, so it is a private method of every
# object, and it passes the block on; its frame shows in a backtrace as
# `timeout' at this file's line below, as 1.8.7's does (a script
# that defines its own timeout method replaces it).
#

# the old global form
def timeout(n, e = nil, &block)
  Timeout.timeout(n, e, &block)
end

TimeoutError = Timeout::Error
