# Garbage collection while threads are switched out: objects referenced
# only from a waiting thread's stack survive, thread locals and results
# survive, and dead threads are collected.
def build(n)
  (1..n).map { |i| "str#{i}" * 3 }
end

ths = (1..10).map do |k|
  Thread.new do
    data = build(200)
    h = { :k => k, :list => data.map { |s| s.upcase } }
    Thread.pass
    GC.start
    Thread.pass
    [data.size, data.last, h[:list].first, h[:k]]
  end
end
GC.start
p ths.map { |t| t.value }.uniq.size
p ths.first.value

w = Thread.new { Thread.current[:keep] = build(50); Thread.stop; Thread.current[:keep].size }
Thread.pass until w.stop?
5.times { GC.start; build(100) }
w.run
p w.value
p w[:keep].last

# many short threads, collected
1000.times { Thread.new { build(3) }.join }
GC.start
p Thread.list.size

# GC from inside many threads at once, while others hold data on their stacks
holders = (1..5).map { |i| Thread.new { x = build(30); Thread.stop; x.join(",").size } }
Thread.pass until holders.all? { |h| h.stop? }
(1..5).map { Thread.new { 3.times { GC.start; Thread.pass } } }.each { |t| t.join }
holders.each { |h| h.run }
p holders.map { |h| h.value }.uniq
