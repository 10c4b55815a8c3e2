# bm_marshal_deep.rb - Marshal.dump/load of nested structures with strings, symbols, floats, objects
class Pt; def initialize(x, y) @x = x; @y = y end; attr_reader :x; end
data = { :list => (1..50).to_a, "str" => "hello" * 5, :f => 3.25,
         :nested => [[1, [2, [3, nil, true]]], { "a" => :b }], :pts => (1..20).map { |i| Pt.new(i, i.to_s) } }
n = 0
6_000.times do
  s = Marshal.dump(data)
  n += s.size
  d = Marshal.load(s)
  n += d[:pts].size
end
p n
