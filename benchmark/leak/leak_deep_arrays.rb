# leak_deep_arrays.rb - arrays of fresh objects built and dropped inside
# deep recursion and iterators (each, map, inject, times, blocks in blocks)
# (LEAK_ROUNDS=N: N rounds instead of LEAK_SECONDS, for timing)
secs = (ENV["LEAK_SECONDS"] || 10).to_f
deadline = Time.now + secs
max_rounds = ENV["LEAK_ROUNDS"] && ENV["LEAK_ROUNDS"].to_i
class Item
  def initialize(i) @i = i; @s = "item#{i}" end
  attr_reader :i
end
def dive(n, &blk)
  return blk.call(n) if n.zero?
  [n].each { |k| return dive(k - 1, &blk) }
end
rounds = 0
while max_rounds ? rounds < max_rounds : Time.now < deadline
  10.times do |r|
    total = dive(150 + r * 10) do |_|
      a = (1..200).map { |i| Item.new(i) }
      b = a.select { |x| x.i % 3 == 0 }.map { |x| [x, x.i.to_s] }
      b.inject(0) { |s, (x, t)| s + x.i + t.size }
    end
    raise "bad total" unless total > 0
  end
  rounds += 1
end
p rounds > 0
