# Generator runs one value ahead as 1.8.7: new runs the block to its first
# yield (its errors surface there), next runs it on to the following one
require 'generator'
g = Generator.new { |y| puts "start"; y.yield 1; puts "mid"; y.yield 2; puts "end" }
puts "made"
p g.next?
p g.next
p g.next?
p g.next
p g.next?
p g.end?
g.rewind
puts "rewound"
p g.next
g2 = Generator.new([1, 2, 3])
p g2.next, g2.current, g2.index, g2.pos
begin
  Generator.new { |y| raise "early" }
rescue => e
  p e.message
end
s = SyncEnumerator.new([1,2], [3,4])
s.each { |a| p a }
p s.length
