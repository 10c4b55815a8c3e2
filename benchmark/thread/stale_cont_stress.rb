# The stale-continuation stress program: keeps creating threads that
# capture continuations and die, calls the stale continuations (rescuing
# the error) and runs GC.start; reports the resident size as it goes.
# usage: stale_cont_stress.rb SECONDS   (default 60)
secs = (ARGV[0] || 60).to_f

def rss_kb
  File.read("/proc/self/status")[/VmRSS:\s+(\d+)/, 1].to_i rescue 0
end

start = Time.now
kept = []
rounds = errors = 0
samples = []
next_sample = 0
while (elapsed = Time.now - start) < secs
  ths = (1..10).map do
    Thread.new do
      k = callcc { |c| c }
      kept << k if k.is_a?(Continuation)
      x = (1..50).map { |i| "s#{i}" }
      x.size
    end
  end
  ths.each { |t| t.join }
  kept.each do |k|
    begin
      k.call(:again)
    rescue RuntimeError
      errors += 1
    end
  end
  kept.clear
  GC.start
  rounds += 1
  if elapsed >= next_sample
    samples << rss_kb
    next_sample += secs / 10
  end
end
samples << rss_kb
puts "rounds #{rounds} stale_calls_rescued #{errors}"
puts "rss_kb #{samples.join(' ')}"
first = samples[1] || samples[0]
last = samples[-1]
puts(last <= first * 1.5 + 2048 ? "flat" : "GROWING")
