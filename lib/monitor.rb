# monitor.rb - reentrant mutual exclusion (Monitor, MonitorMixin) with
# condition variables, with the behaviour and messages of Ruby 1.8.7.
#
# The owner may enter again; it must exit as many times.  Waiting threads
# queue up and stop inside a Thread.critical section, so no wakeup is lost.

module MonitorMixin
  # A condition variable bound to a monitor: wait releases the monitor
  # entirely and takes it back (with the same entry count) when woken.
  class ConditionVariable
    class Timeout < Exception; end

    # A timeout runs a timer thread that raises Timeout in the waiter, as
    # 1.8.7 does: a bad timeout only kills the timer (the wait goes on).
    def wait(timeout = nil)
      @monitor.instance_eval { mon_check_owner }   # 1.8.7's frames
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

    def wait_while
      while yield
        wait
      end
    end

    def wait_until
      until yield
        wait
      end
    end

    def signal
      @monitor.instance_eval { mon_check_owner }   # 1.8.7's frames
      Thread.critical = true
      begin
        t = @waiters.shift
        t.wakeup if t
      rescue ThreadError
        retry
      end
      Thread.critical = false
      Thread.pass   # 1.8.7 lets the woken waiter (or another) run
    end

    def broadcast
      @monitor.instance_eval { mon_check_owner }   # 1.8.7's frames
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

  # Leaves the monitor once.
  def mon_exit
    mon_check_owner
    Thread.critical = true
    @mon_count -= 1
    mon_release if @mon_count == 0
    Thread.critical = false
    Thread.pass   # 1.8.7 lets a woken entrant run at once
  end

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
