# Under GC.stress a stack overflow through two alternating methods builds a
# backtrace of thousands of lines at full stack depth; it must come back
# (not one whole-stack collection per line) with GC.stress still on after
def ping(n); pong(n + 1); end
def pong(n); ping(n + 1); end
GC.stress = true
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
GC.stress = false
p GC.stress
