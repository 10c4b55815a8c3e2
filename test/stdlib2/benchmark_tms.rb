# benchmark: Tms arithmetic and formats, reports (times masked)
require 'benchmark'
p Benchmark::CAPTION, Benchmark::FMTSTR, Benchmark::BENCHMARK_VERSION
t = Benchmark::Tms.new(1.5, 0.25, 0.125, 0.0625, 2.0, "lab")
p t.utime, t.stime, t.cutime, t.cstime, t.real, t.total, t.label
puts t.format, t.format("%u|%y|%U|%Y|%t|%r|%n|%10.3u"), t.to_s
p t.to_a, (t + t).to_a, (t - t).to_a, (t * 2).to_a, (t / 2).to_a, (t + 1).to_a rescue p $!
p t.add { 1 }.class, Benchmark::Tms.new.to_a
p Benchmark.public_instance_methods(false).sort, Benchmark.methods(false).sort, Benchmark.private_instance_methods(false).sort, Benchmark::Tms.public_instance_methods(false).sort, Benchmark::Report.public_instance_methods(false).sort rescue p $!
p Benchmark.measure { }.class, Benchmark.realtime { }.class
out = nil
$stdout = StringIO.new rescue require('stringio') && ($stdout = StringIO.new)
r = Benchmark.bm(7, ">total:") { |x| x.report("a:") { }; x.report("bb:") { }; [Benchmark::Tms.new(1,2,3,4,5)] }
s = $stdout.string; $stdout = STDOUT
puts s.gsub(/\d+\.\d+/, 'N')
p r.class, r.size
$stdout = StringIO.new
Benchmark.bmbm { |x| x.report("x") { } }
s = $stdout.string; $stdout = STDOUT
puts s.gsub(/\d+\.\d+/, 'N')
$stdout = StringIO.new
Benchmark.benchmark(" " * 5 + Benchmark::CAPTION, 5, Benchmark::FMTSTR, "tot") { |x| a = x.report("q") { }; [a] }
s = $stdout.string; $stdout = STDOUT
puts s.gsub(/\d+\.\d+/, 'N')
