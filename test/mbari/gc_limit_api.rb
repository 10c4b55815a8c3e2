# GC.limit / GC.growth / GC.stress as a view of the limit (MBARI API)
# (RUBY_GC_STRESS=1 collects on every allocation without changing what these report)
GC.stress = false
p GC.limit == 2_000_000 * [0].pack("l!").size
old = GC.limit
GC.limit = 123_456
p GC.limit
# stress = true saves the limit, false restores it (not the default)
GC.stress = true
p [GC.stress, GC.limit]
a = (1..300).map { |i| [i.to_s] * 2 }
p a.size
GC.stress = false
p [GC.stress, GC.limit]
# stress = false when not stressed leaves the limit alone
GC.stress = false
p GC.limit
# limit 0 is stress, set either way
GC.limit = 0
p GC.stress
GC.limit = 5000
p GC.stress
# growth: bytes malloc'ed since the last collection, reset by a collection
GC.limit = old
GC.start
g0 = GC.growth
s = "z" * 200_000
p GC.growth - g0 >= 200_000
GC.start
p GC.growth < 200_000
# a small limit collects often: growth never goes far past it
GC.limit = 100_000
max = 0
200.times { x = "q" * 10_000; g = GC.growth; max = g if g > max }
p max <= 100_000 + 20_000
GC.limit = old
# bad limits
[-1, "big", nil].each do |v|
  begin
    GC.limit = v
    puts "no error"
  rescue ArgumentError, TypeError => e
    puts e.class
  end
end
p GC.limit == old
p GC.respond_to?(:growth), GC.respond_to?(:exorcise)
