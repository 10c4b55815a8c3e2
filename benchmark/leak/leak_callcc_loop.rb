# leak_callcc_loop.rb - the acceptance form of the callcc ghost leak:
# `loop { @x = callcc { |c| c } }`, with a deadline checked now and then
# (LEAK_ROUNDS=N: N thousand iterations instead, for timing)
secs = (ENV["LEAK_SECONDS"] || 10).to_f
rounds = ENV["LEAK_ROUNDS"] && ENV["LEAK_ROUNDS"].to_i
deadline = Time.now + secs
n = 0
loop do
  @x = callcc { |c| c }
  n += 1
  break if n % 1000 == 0 && (rounds ? n >= rounds * 1000 : Time.now > deadline)
end
p n > 0
