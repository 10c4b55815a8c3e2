# With the MBARI API, GC.limit = 0 (GC.stress) and a stack overflow through
# two alternating methods: the backtrace of thousands of lines comes back
# without a collection per line (each malloc was one), the limit still 0 after
def ping(n); pong(n + 1); end
def pong(n); ping(n + 1); end
GC.limit = 0
p GC.stress
begin
  ping(0)
rescue SystemStackError => e
  puts "#{e.class}: #{e.message}"
  p e.backtrace.size > 100
  p e.backtrace.first(4).map { |l| l.sub(/:in .*/, "") }.uniq.sort   # where it stopped depends on the depth
  p e.backtrace.last
end
p GC.stress
begin
  raise "plain"
rescue => e
  p e.backtrace
end
p caller(0)
GC.limit = 8_000_000
p GC.stress
