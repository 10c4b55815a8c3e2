# bm_marshal.rb - Marshal.dump and Marshal.load of a mixed structure
# (integers, strings, symbols, floats, hashes, nested arrays, a Struct)
Rec = Struct.new(:id, :name, :tags)
data = (0...40).map do |i|
  [i, "name#{i}", :sym, { i => i * 1.5, "k" => [nil, true] }, Rec.new(i, "r", [:a, :b])]
end
n = 0
2_000.times do
  s = Marshal.dump(data)
  n += Marshal.load(s).size + s.size
end
p n
