# deflate and inflate of large buffers from several threads at once (each
# in a blocking region here) give the same bytes as one after another,
# and the other threads go on meanwhile
require "zlib"
words = %w[alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu]
x = 1
data = (1..200_000).map { x = (x * 1103515245 + 12345) % 2147483648; words[x % 12] }.join(" ")
serial = (0..3).map { |i| Zlib::Deflate.deflate(data + i.to_s, i + 5) }
ticks = 0
ticker = Thread.new { loop { ticks += 1; sleep 0.001 } }
threads = (0..3).map { |i| Thread.new { Zlib::Deflate.deflate(data + i.to_s, i + 5) } }
par = threads.map { |t| t.value }
p par == serial
p par.map { |z| z.size }
threads = par.map { |z| Thread.new { Zlib::Inflate.inflate(z) } }
p threads.map { |t| t.value } == (0..3).map { |i| data + i.to_s }
# streaming from threads: each has its own stream
threads = (0..3).map do |i|
  Thread.new do
    d = Zlib::Deflate.new
    out = ""
    8.times { |k| out << d.deflate(data[k * 100_000, 100_000]) }
    out << d.finish
    d.close
    Zlib::Inflate.inflate(out) == data[0, 800_000]
  end
end
p threads.map { |t| t.value }
ticker.kill
p ticks > 0
