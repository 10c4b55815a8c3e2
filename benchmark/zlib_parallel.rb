# The blocking-region acceptance of issue 10: 4 threads each deflating
# 8 MB against the same four deflates one after another; the ratio
# parallel/serial should be at most 0.6 on 2 free cores.  Prints both
# wall times, the CPU time, and the verdict.
# usage: ruby benchmark/zlib_parallel.rb [RUNS]   (the best of RUNS, default 3)
require 'zlib'
runs = (ARGV[0] || 3).to_i
words = %w[alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu]
x = 1
data = (1..1_000_000).map { x = (x * 1103515245 + 12345) % 2147483648; words[x % 12] }.join(" ")[0, 8_000_000]

def timed
  t = Time.now
  yield
  Time.now - t
end

serial = (1..runs).map { timed { 4.times { Zlib::Deflate.deflate(data) } } }.min
parallel = (1..runs).map { timed { (1..4).map { Thread.new { Zlib::Deflate.deflate(data) } }.each { |t| t.join } } }.min
ratio = parallel / serial
printf("serial %.3fs  parallel %.3fs  ratio %.2f (max 0.6) %s\n", serial, parallel, ratio, ratio <= 0.6 ? "ok" : "TOO SLOW")
