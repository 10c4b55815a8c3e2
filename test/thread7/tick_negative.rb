# RUBY_THREAD_TICK_USEC=-300 (read when the first thread starts): a busy
# thread beside the busy main thread is still preempted, and main sees the
# other thread's counter move between its own steps 5 times; main
# never blocks nor passes, so only the timer can switch.  A tick that
# disabled the timer would leave main unresumed (the case times out) or
# seeing no move (false).  The oracle ignores the variable (10 ms tick).
ENV['RUBY_THREAD_TICK_USEC'] = '-300'
require "helper"   # busy_main_preempted?
p busy_main_preempted?
