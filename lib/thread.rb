# thread.rb - synchronisation for green threads: Mutex, ConditionVariable,
# Queue and SizedQueue, with the behaviour and messages of Ruby 1.8.7.
#
# Everything is built on Thread.critical (no other thread is scheduled
# while it is set) and Thread.stop / Thread#wakeup: a thread that has to
# wait puts itself on a waiting list and stops inside one critical section,
# so a wakeup can never be lost.  Thread.stop clears Thread.critical.

unless defined? Thread
  raise "Thread not available for this ruby interpreter"
end

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

# A lock that one thread at a time may hold.  Not reentrant.
class Mutex
  def initialize
    @waiting = []
    @locked = false
    @owner = nil
  end

  # true when some live thread holds the lock (a lock whose owner died is
  # free again)
  def locked?
    Thread.critical = true
    free_if_owner_dead
    @locked
  ensure
    Thread.critical = false
  end

  # Takes the lock if nobody holds it; true when it did.
  def try_lock
    Thread.critical = true
    free_if_owner_dead
    return false if @locked
    @locked = true
    @owner = Thread.current
    true
  ensure
    Thread.critical = false
  end

  # Waits until the lock is free and takes it.
  def lock
    while (Thread.critical = true; free_if_owner_dead; @locked)
      if @owner.equal?(Thread.current)
        Thread.critical = false
        raise ThreadError, "thread #{Mutex.thread_address(Thread.current)} tried to join itself"
      end
      @waiting.push(Thread.current) unless @waiting.include?(Thread.current)
      Thread.stop
    end
    @locked = true
    @owner = Thread.current
    Thread.critical = false
    self
  end

  # Releases the lock and lets a waiting thread try for it: self when a
  # thread was woken, nil otherwise.
  def unlock
    Thread.critical = true
    woken = release
    Thread.critical = false
    woken ? self : nil
  end

  # Runs the block holding the lock.
  def synchronize
    lock
    begin
      yield
    ensure
      unlock
    end
  end

  # Releases the lock and runs the block in a critical section (for
  # ConditionVariable#wait: queue up and stop without missing a wakeup).
  def exclusive_unlock
    Thread.critical = true
    release
    yield
    nil
  ensure
    Thread.critical = false
  end

  def marshal_dump
    []
  end

  def marshal_load(data)
    @waiting = []
    @locked = false
    @owner = nil
  end

  def owned_by_current?
    @locked && @owner.equal?(Thread.current) && @owner.alive?
  end

  def self.thread_address(th)
    th.inspect[/0x[0-9a-f]+/]
  end

  private

  def free_if_owner_dead
    if @locked && @owner && !@owner.alive?
      @locked = false
      @owner = nil
    end
  end

  # in a critical section: frees the lock and wakes the first live waiter
  def release
    unless @locked && @owner.equal?(Thread.current)
      Thread.critical = false
      raise ThreadError, "not owner"
    end
    @locked = false
    @owner = nil
    begin
      t = @waiting.shift
      t.wakeup if t
    rescue ThreadError
      retry
    end
    t
  end
end

# Lets threads wait until another one signals, while holding a Mutex.
class ConditionVariable
  def initialize
    @waiters = []
  end

  # Releases mutex, waits for a signal, and takes mutex again.
  def wait(mutex, timeout = nil)
    unless mutex.owned_by_current?
      raise ThreadError, "not owner of the synchronization mutex"
    end
    begin
      mutex.exclusive_unlock do
        @waiters.push(Thread.current)
        if timeout
          Thread.critical = false
          sleep timeout
        else
          Thread.stop
        end
      end
    ensure
      Thread.critical = true
      @waiters.delete(Thread.current)
      Thread.critical = false
      mutex.lock
    end
    self
  end

  # Wakes one waiting thread.
  def signal
    Thread.critical = true
    begin
      t = @waiters.shift
      t.wakeup if t
    rescue ThreadError
      retry
    end
    self
  ensure
    Thread.critical = false
  end

  # Wakes every waiting thread.
  def broadcast
    Thread.critical = true
    waiters = @waiters
    @waiters = []
    waiters.each do |t|
      begin
        t.wakeup
      rescue ThreadError
      end
    end
    self
  ensure
    Thread.critical = false
  end
end

# A FIFO that threads can share: pop waits while it is empty.
class Queue
  def initialize
    @que = []
    @waiting = []
    @que.taint
    @waiting.taint
    self.taint
  end

  # Adds obj at the end and wakes a waiting consumer.
  def push(obj)
    Thread.critical = true
    @que.push(obj)
    begin
      t = @waiting.shift
      t.wakeup if t
    rescue ThreadError
      retry
    end
    self
  ensure
    Thread.critical = false
  end
  alias << push
  alias enq push

  # Removes the first element, waiting while the queue is empty; with a
  # true non_block it raises ThreadError instead of waiting.
  def pop(non_block = false)
    while (Thread.critical = true; @que.empty?)
      raise ThreadError, "queue empty" if non_block
      @waiting.push(Thread.current)
      Thread.stop
    end
    @que.shift
  ensure
    Thread.critical = false
  end
  alias shift pop
  alias deq pop

  def empty?
    @que.empty?
  end

  def clear
    @que.clear
  end

  def length
    @que.length
  end
  alias size length

  # how many threads wait in pop
  def num_waiting
    @waiting.size
  end
end

# A Queue of limited size: push waits while it is full.
class SizedQueue < Queue
  def initialize(max)
    raise ArgumentError, "queue size must be positive" unless max > 0
    @max = max
    @queue_wait = []
    @queue_wait.taint
    super()
  end

  def max
    @max
  end

  # Sets the size limit; a larger one lets waiting producers go on.
  def max=(max)
    raise ArgumentError, "queue size must be positive" unless max > 0
    Thread.critical = true
    if max <= @max
      @max = max
      Thread.critical = false
    else
      diff = max - @max
      @max = max
      Thread.critical = false
      diff.times do
        begin
          t = @queue_wait.shift
          t.run if t
        rescue ThreadError
          retry
        end
      end
    end
    max
  end

  def push(obj)
    Thread.critical = true
    while @que.length >= @max
      @queue_wait.push(Thread.current)
      Thread.stop
      Thread.critical = true
    end
    super
  end
  alias << push
  alias enq push

  def pop(*args)
    retval = super
    Thread.critical = true
    if @que.length < @max
      begin
        t = @queue_wait.shift
        t.wakeup if t
      rescue ThreadError
        retry
      end
    end
    retval
  ensure
    Thread.critical = false
  end
  alias shift pop
  alias deq pop

  def num_waiting
    @waiting.size + @queue_wait.size
  end
end
