# monitor.rb - reentrant mutual exclusion (Monitor, MonitorMixin) with
# condition variables, with the behaviour and messages of Ruby 1.8.7.
#
# The owner may enter again; it must exit as many times.  Waiting threads
# queue up and stop inside a Thread.critical section, so no wakeup is lost.
#
# == Monitor
#
# A Monitor is a lock that the thread holding it may take again:
#
#   require 'monitor'
#
#   lock = Monitor.new
#   lock.synchronize do
#     lock.synchronize { work }   # the same thread: no deadlock
#   end
#
# Monitor#enter and Monitor#exit are the explicit forms (exit as often as
# entered); Monitor#try_enter enters only when no other thread is inside
# and answers whether it did.
#
# == MonitorMixin
#
# Any object can be a monitor: extend it with MonitorMixin, or include
# MonitorMixin in its class and call super() from initialize:
#
#   class SharedBuffer
#     include MonitorMixin
#     def initialize
#       super()
#       @items = []
#       @ready = new_cond
#     end
#
#     def put(item)
#       synchronize do
#         @items.push(item)
#         @ready.signal
#       end
#     end
#
#     def take
#       synchronize do
#         @ready.wait_while { @items.empty? }
#         @items.shift
#       end
#     end
#   end
#
#   buf = Object.new
#   buf.extend(MonitorMixin)   # mon_initialize runs here
#   buf.synchronize { ... }
#
# The mixin's methods are mon_enter, mon_exit, mon_try_enter (alias
# try_mon_enter), mon_synchronize (alias synchronize) and new_cond.
#
# == Condition variables
#
# MonitorMixin#new_cond answers a MonitorMixin::ConditionVariable bound
# to the monitor.  Its methods are wait(timeout = nil), wait_while { },
# wait_until { }, signal, broadcast and count_waiters; all but
# count_waiters need the monitor held by the calling thread, or they raise
# ThreadError ("current thread not owner").
#
# == Errors
#
# Leaving a monitor the current thread does not hold raises ThreadError
# with "current thread not owner", raised by mon_check_owner.
#
# Line numbers: the lines of this file that show in backtraces (the owner
# checks of wait, signal, broadcast and mon_exit, the yields of
# wait_while, wait_until and mon_synchronize, and mon_check_owner's raise)
# are at 1.8.7's lines, so that backtraces read the same (see
# test/core19/monitor_lines).
#
# == Implementation
#
# The monitor's state is four instance variables of the object: the
# owner thread, the entry count, the queue of threads waiting to enter
# and the queue of threads coming back from a condition wait.  They are
# changed only inside Thread.critical sections; a waiting thread stops
# itself there and the thread that frees the monitor wakes it, so no
# wakeup is lost between the check and the stop.

module MonitorMixin
  # A condition variable bound to a monitor: wait releases the monitor
  # entirely and takes it back (with the same entry count) when woken.
  class ConditionVariable
    class Timeout < Exception; end

    # A timeout runs a timer thread that raises Timeout in the waiter, as
    # 1.8.7 does: a bad timeout only kills the timer (the wait goes on).
    def wait(timeout = nil)
      @monitor.instance_eval { mon_check_owner() }   # 1.8.7's frames
      timer = create_timer(timeout)
      Thread.critical = true
      count = @monitor.__send__(:mon_exit_for_cond)
      @waiters.push(Thread.current)
      begin
        Thread.stop
        return true
      rescue Timeout
        return false
      ensure
        Thread.critical = true
        begin
          Thread.kill(timer) if timer && timer.alive?
          @waiters.delete(Thread.current)
          @monitor.__send__(:mon_enter_for_cond, count)
        ensure
          Thread.critical = false
        end
      end
    end

    # Waits while the block answers true; the block is evaluated with the
    # monitor held, before each wait:
    #
    #   cond.wait_while { queue.empty? }
    #
    # wait_until is its opposite; neither takes a timeout.
    #
    # (wait_while's and wait_until's yields are at 1.8.7's lines.)
    def wait_while
      while yield
        wait
      end
    end

    # Waits until the block answers true.
    def wait_until
      until yield
        wait
      end
    end

    # Wakes one waiting thread.
    def signal
      @monitor.instance_eval { mon_check_owner() }   # 1.8.7's frames
      Thread.critical = true
      begin
        t = @waiters.shift; t.wakeup if t
      rescue ThreadError; retry
      end
      Thread.critical = false; Thread.pass   # 1.8.7 lets the woken waiter (or another) run
    end

    def broadcast
      @monitor.instance_eval { mon_check_owner() }   # 1.8.7's frames
      Thread.critical = true
      for t in @waiters
        begin
          t.wakeup
        rescue ThreadError
        end
      end
      @waiters.clear
      Thread.critical = false
      Thread.pass
    end

    def count_waiters
      @waiters.length
    end

    private

    def initialize(monitor)
      @monitor = monitor
      @waiters = []
    end

    def create_timer(timeout)
      return nil unless timeout
      waiter = Thread.current
      Thread.start do
        Thread.pass
        sleep(timeout)
        Thread.critical = true
        waiter.raise(Timeout.new)
      end
    end
  end

  def self.extend_object(obj)
    super(obj)
    obj.__send__(:mon_initialize)
  end

  # Enters the monitor if no other thread is in it: true when it did.
  def mon_try_enter
    result = false
    Thread.critical = true
    # a dead owner keeps the monitor (1.8.7)
    @mon_owner = Thread.current if @mon_owner.nil?
    if @mon_owner.equal?(Thread.current)
      @mon_count += 1
      result = true
    end
    result
  ensure
    Thread.critical = false
  end
  alias try_mon_enter mon_try_enter

  # Enters the monitor, waiting while another thread is in it; answers
  # the entry count.
  def mon_enter
    Thread.critical = true
    mon_acquire(@mon_entering_queue)
    @mon_count += 1
  ensure
    Thread.critical = false
  end

  # Leaves the monitor once; the last exit frees it and wakes the first
  # thread coming back from a condition wait, else the first entrant.
  #
  #   mon.mon_enter
  #   begin ... ensure mon.mon_exit end
  #
  # A thread that is not the owner gets ThreadError.
  def mon_exit
    mon_check_owner
    Thread.critical = true
    @mon_count -= 1
    mon_release if @mon_count == 0
    Thread.critical = false
    Thread.pass   # 1.8.7 lets a woken entrant run at once
  end

  # Runs the block inside the monitor: enters it, yields, and exits it
  # even when the block raises or jumps out.
  #
  #   mon.synchronize { shared << item }
  #
  # The block's value is the result.
  # Runs the block inside the monitor.
  def mon_synchronize
    mon_enter
    begin
      yield
    ensure
      mon_exit
    end
  end
  alias synchronize mon_synchronize

  def new_cond
    ConditionVariable.new(self)
  end

  private

  def initialize(*args)
    super
    mon_initialize
  end

  def mon_initialize
    @mon_owner = nil
    @mon_count = 0
    @mon_entering_queue = []
    @mon_waiting_queue = []   # threads coming back from a condition wait
  end

  # Raises ThreadError unless the current thread holds the monitor; the
  # owner checks of exit and of the condition variables come here, so its
  # raise line is the first line of their backtraces:
  #
  #   ThreadError: current thread not owner
  #     monitor.rb:NNN:in `mon_check_owner'
  #     monitor.rb:NNN:in `exit'
  #
  # (dead owners are owners: 1.8.7 checks identity only)
  def mon_check_owner
    unless @mon_owner.equal?(Thread.current)
      raise ThreadError, "current thread not owner"
    end
  end

  # in a critical section: waits in queue until the monitor is free (or ours)
  def mon_acquire(queue)
    while @mon_owner && !@mon_owner.equal?(Thread.current)
      queue.push(Thread.current)
      Thread.stop
      Thread.critical = true
    end
    @mon_owner = Thread.current   # a free monitor's count is 0 already
  end

  # frees the monitor (the count stays); 1.8.7 wakes a thread back from a
  # condition wait before a new entrant
  def mon_release
    @mon_owner = nil
    begin
      t = @mon_waiting_queue.shift || @mon_entering_queue.shift
      t.wakeup if t
    rescue ThreadError
      retry
    end
    nil
  end

  # for ConditionVariable#wait, in its critical section: leaves completely
  # (owner or not, as 1.8.7); the old count
  def mon_exit_for_cond
    count = @mon_count
    @mon_count = 0
    mon_release
    count
  end

  # takes the monitor back after a condition wait, with the count it had;
  # Thread.critical is the caller's business (left set after a wait)
  def mon_enter_for_cond(count)
    mon_acquire(@mon_waiting_queue)
    @mon_count = count
  end
end

# A reentrant lock object.
class Monitor
  include MonitorMixin
  alias try_enter try_mon_enter
  alias enter mon_enter
  alias exit mon_exit
end
