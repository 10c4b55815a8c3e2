# benchmark: bm/bmbm/benchmark report layouts (Process.times and Time.now
# replaced by fixed steps so the numbers are deterministic)
require 'benchmark'
module Process
  T = Struct.new(:utime, :stime, :cutime, :cstime)
  @n = 0
  def self.times; @n += 1; T.new(@n * 0.25, @n * 0.125, 0.0, 0.0); end
end
class Time
  @@fake = 0.0
  class << self
    alias real_now now
    def now; @@fake += 0.5; Time.at(@@fake); end
  end
end
Benchmark.bm(7) { |x| x.report("first:") { 1 }; x.report("second:") { 2 } }
Benchmark.bm { |x| x.report { 1 } }
r = Benchmark.bm(5, "total", "avg") { |x| a = x.report("a") { }; b = x.report("b") { }; [a + b, (a + b) / 2] }
p r.size
Benchmark.bmbm(3) { |x| x.report("x") { 1 }; x.report("yy") { 2 } }
Benchmark.benchmark(" " * 4 + Benchmark::CAPTION, 4, Benchmark::FORMAT, ">tot:") { |x| t = x.report("z") { }; [t] }
puts Benchmark.measure { }.format("%u %y %t %r %n")
puts Benchmark.realtime { }
puts Benchmark.measure("lbl") { }.to_s
p Benchmark::Tms.new.to_a
