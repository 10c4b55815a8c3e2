# thwait.rb - ThreadsWait: waits for a set of threads, taking them in the
# order they finish.

require 'thread'
require 'e2mmap'

class ThreadsWait
  RCS_ID = '-$Id: thwait.rb,v 1.3 1998/06/26 03:19:34 keiju Exp keiju $-'

  extend Exception2MessageMapper
  def_exception('ErrNoWaitingThread', 'No threads for waiting.')
  def_exception('ErrNoFinishedThread', 'No finished threads.')

  # Waits for all the threads, each given to the block as it ends.
  def ThreadsWait.all_waits(*threads)
    tw = ThreadsWait.new(*threads)
    if block_given?
      tw.all_waits do |th|
        yield th
      end
    else
      tw.all_waits
    end
  end

  def initialize(*threads)
    @threads = []
    @wait_queue = Queue.new
    join_nowait(*threads) unless threads.empty?
  end

  # The threads still waited for.
  attr :threads

  def empty?
    @threads.empty?
  end

  # Whether a finished thread is ready to be taken.
  def finished?
    !@wait_queue.empty?
  end

  # Adds the threads and waits for the next one to finish.
  def join(*threads)
    join_nowait(*threads)
    next_wait
  end

  # Adds the threads: each posts itself when it ends.
  def join_nowait(*threads)
    threads.flatten!
    @threads.concat threads
    for th in threads
      Thread.start(th) do |t|
        begin
          t.join
        ensure
          @wait_queue.push t
        end
      end
    end
  end

  # The next thread to finish (ErrNoFinishedThread if none has and
  # +nonblock+).
  def next_wait(nonblock = nil)
    ThreadsWait.fail ErrNoWaitingThread if @threads.empty?
    begin
      @threads.delete(th = @wait_queue.pop(nonblock))
      th
    rescue ThreadError
      ThreadsWait.fail ErrNoFinishedThread
    end
  end

  # Waits for every thread, giving each to the block as it ends.
  def all_waits
    until @threads.empty?
      th = next_wait
      yield th if block_given?
    end
  end
end

ThWait = ThreadsWait
