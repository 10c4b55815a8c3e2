# RUBY_THREAD_TICK_USEC=-300 (read when the first thread starts): a busy
# thread beside the busy main thread is still preempted, and main sees the
# other thread's counter move between its own steps 5 times; main
# never blocks nor passes, so only the timer can switch.  A tick that
# disabled the timer would leave main unresumed (the case times out) or
# seeing no move (false).  The oracle ignores the variable (10 ms tick).
ENV['RUBY_THREAD_TICK_USEC'] = '-300'
n = 0
t = Thread.new { loop { n += 1 } }
seen = 0
last = n
start = Process.times.utime
while seen < 5 && Process.times.utime - start < 5
  if n != last
    seen += 1
    last = n
  end
end
t.kill
p seen >= 5
