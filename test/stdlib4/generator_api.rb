# Generator without an EOF_MARK constant (1.8.7 has none); nil and false
# values pass through
require 'fixtures/apilist'
api_listing('generator', /Generator|SyncEnumerator/)
g = Generator.new([1, nil, false, 3])
a = []; while g.next?; a << g.next; end; p a
g = Generator.new { |y| y.yield 1; y.yield nil; y.yield 2 }
p g.next, g.next?, g.next, g.current, g.next, g.next?, (g.next rescue $!.class), g.pos
g.rewind; p g.to_a, g.end?
s = SyncEnumerator.new([1, 2, 3], %w(a b))
p s.to_a, s.size, s.length, s.end?(1), s.end?
