# generator.rb: Generator over an Enumerable and over a block, current,
# index, rewind, each, end?, and SyncEnumerator with unequal lengths.
require 'generator'
g = Generator.new(%w(a b c))
p g.current
p g.next
p g.index
p g.next?
p [g.next, g.next]
p g.end?
begin
  g.current
rescue EOFError => e
  puts "#{e.class}: #{e.message}"
end
g.rewind
p g.next
p Generator.new { |y| 3.times { |i| y.yield(i * i) } }.to_a
s = SyncEnumerator.new([1, 2, 3], [:x])
p s.size
p s.to_a
p s.end?(1)
