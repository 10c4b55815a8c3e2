# a key whose hash or eql? rehashes the Hash being looked up must not crash
# (the insert or lookup in progress still holds the Hash's table); where
# the pair lands is left open (1.8.7 writes it into the freed table, which
# a Hash made meanwhile may be using: here one of $others gains the pair)
h = {1=>:a, 2=>:b, 3=>:c}
o = Object.new
o.instance_variable_set(:@h, h)
def o.hash; (@n = (@n || 0) + 1) == 1 ? (@h.rehash; $others = (1..50).map { |i| {i=>i} }; 7) : 7; end
h[o] = 1
p h.size >= 3
q = Object.new
q.instance_variable_set(:@h, h)
def q.hash; 1.hash; end
def q.eql?(x); @h.rehash; $others = (1..50).map { |i| {i=>i} }; false; end
p h[q]
h[q] = 5
p h.size >= 3
p [h[1], h[2], h[3]]
puts "alive"
