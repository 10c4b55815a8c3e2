# timeout.rb - runs a block with a time limit (Ruby 1.8.7 behaviour).
#
#   Timeout.timeout(5) { slow_call }   # raises Timeout::Error after 5 s
#
# A watcher thread sleeps for the limit, then raises an exception of a
# class private to this call in the thread running the block; that
# exception is turned into Timeout::Error ("execution expired") as it
# leaves, so an inner timeout never fires an outer one's handler.  With
# a class given, that class is raised instead.

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

  def timeout(sec, klass = nil)
    return yield if sec.nil? || sec.zero?   # 1.8.7: no argument then
    raise ThreadError, "timeout within critical session" if Thread.critical
    exception = klass || Class.new(ExitException)
    # (the locals' names and order keep symbol numbers as 1.8.7's)
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

# the old global form
def timeout(n, e = nil, &block)
  Timeout.timeout(n, e, &block)
end

TimeoutError = Timeout::Error
