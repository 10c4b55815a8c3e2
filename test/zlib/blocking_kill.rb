# Thread#kill and Thread#raise of a thread that waits for a long deflate
# in a blocking region: the ubf stops the worker early, the thread's
# ensure clauses run, and the stream stays usable.  1.8.7 cannot stop a
# C call (the deflate runs to its end first, so "stopped early" would be
# false there): this expected output is written by hand.
require "zlib"
words = %w[alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu]
x = 1
data = (1..200_000).map { x = (x * 1103515245 + 12345) % 2147483648; words[x % 12] }.join(" ") * 30

def sleeping(t)
  Thread.pass until t.status == "sleep" || !t.alive?
  t
end

log = []
d = Zlib::Deflate.new(9)
t = sleeping(Thread.new { begin; d.deflate(data, Zlib::FINISH); log << "done"; ensure; log << "ensure"; end })
t.kill
t.join
p log
puts "stopped early: #{d.total_in < data.size}"
puts "not finished: #{!d.finished?}"
d.close
puts "closed: #{d.closed?}"

log = []
i = Zlib::Inflate.new
big = Zlib::Deflate.deflate(data, 1)
t = sleeping(Thread.new { begin; i.inflate(big); rescue => e; log << e.message; end })
t.raise("stop")
t.join
p log
puts "inflate stopped early: #{i.total_out < data.size}"
i.close

# the interrupted stream is not left busy: a new stream in another thread works
t = Thread.new { Zlib::Inflate.inflate(Zlib::Deflate.deflate(data[0, 1_000_000])) == data[0, 1_000_000] }
p t.value
