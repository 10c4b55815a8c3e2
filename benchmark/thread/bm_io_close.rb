# (d) IO#close with N live idle threads, one of which waits on the closed
# descriptor.  Prints the mean cost of one close (the timed part is only
# the IO#close call).  usage: bm_io_close.rb N [ROUNDS]
n = (ARGV[0] || 1000).to_i
rounds = (ARGV[1] || 300).to_i
idle = (1..n).map { Thread.new { Thread.stop } }
Thread.pass until idle.all? { |t| t.stop? }
total = 0.0
rounds.times do
  r, w = IO.pipe
  waiter = Thread.new { begin; r.gets; rescue IOError; :closed; end }
  Thread.pass until waiter.stop?
  t0 = Time.now
  r.close
  total += Time.now - t0
  raise "waiter not woken" unless waiter.value == :closed
  w.close
end
idle.each { |t| t.run }
idle.each { |t| t.join }
printf("close_us %.3f\n", total / rounds * 1e6)
