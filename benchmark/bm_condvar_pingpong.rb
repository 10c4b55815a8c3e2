# bm_condvar_pingpong.rb - two threads taking turns through a Mutex and a
# ConditionVariable (each wait is a switch and a re-lock)
require 'thread'
m = Mutex.new
cv = ConditionVariable.new
turn = 0
n = 20_000
players = (0...2).map do |me|
  Thread.new do
    n.times do
      m.synchronize do
        cv.wait(m) while turn != me
        turn = 1 - me
        cv.signal
      end
    end
  end
end
players.each { |t| t.join }
p turn
