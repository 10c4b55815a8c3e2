# Range#hash and Struct#hash shift 1.8.7's Fixnum VALUEs (2h+1) of the ends' and the class's hashes
p((1..2).hash, (1...2).hash, ("a".."b").hash, (1.5..2).hash, (-5..-1).hash)
h = {}
[(1..2), (2..3), (1...2), ("a".."c"), (0..0)].each_with_index { |k, i| h[k] = i }
p h
S = Struct.new(:a, :b)
# the class's hash is its address: compared through the formula
def rotl(h) ((h << 1) | (h < 0 ? 1 : 0)) end
def wrap(h) h &= (1 << 64) - 1; h >= (1 << 63) ? h - (1 << 64) : h end
def fix(h) h &= (1 << 63) - 1; h >= (1 << 62) ? h - (1 << 63) : h end
[[nil, nil], [1, 2], ["a", [1]]].each do |el|
  x = 2 * S.hash + 1
  el.each { |e| x = wrap(rotl(wrap(x))) ^ e.hash }
  p fix(wrap(x)) == S.new(*el).hash
end
