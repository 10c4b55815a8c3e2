# Hash order of keys of every kind is 1.8.7's
p({:a=>1, :b=>2, :c=>3, :zed=>4})
p({"a"=>1, "b"=>2, "ab"=>3, "hello"=>4, ""=>5, "zeta"=>6, "alpha"=>7})
p({nil=>1, true=>2, false=>3, 0=>4, :x=>5, "s"=>6, 1.5=>7, [1]=>8})
p({1.5=>1, 2.25=>2, -3.75=>3, 0.0=>4, 1e20=>5, 100.0=>6}.keys)
p({[1, 2]=>1, [3]=>2, []=>3, [[1]]=>4, ["a", "b"]=>5, [nil, 2.5]=>6}.keys)
h = {}; %w(apple banana cherry date elderberry fig grape honeydew kiwi lemon
  mango nectarine orange papaya quince raspberry strawberry tangerine).each_with_index {|s, i| h[s] = i }
p h.keys
h = {}; 200.times {|i| h["key#{i}"] = i }; p h.keys[0, 50]
h = {}; 200.times {|i| h[:"sym#{i}"] = i }; p h.keys[0, 50]
h = {}; 100.times {|i| h[i * 0.5] = i }; p h.keys[0, 40]
class K
  def initialize(n, h) @n, @h = n, h end
  attr_reader :n
  def hash; @h end
  def eql?(o) o.is_a?(K) && o.n == n end
  def inspect; "K#{@n}" end
end
p({K.new(1, 5)=>1, K.new(2, -5)=>2, K.new(3, 2**40)=>3, K.new(4, -(2**29)+3)=>4,
   K.new(5, 2**70+7)=>5, K.new(6, -(2**70)-7)=>6, K.new(7, 2.5)=>7, K.new(8, 2**30)=>8,
   K.new(9, -(2**30))=>9, K.new(10, 0)=>10}.keys)
h = {}; 100.times {|i| h[K.new(i, i * 1000003 - 50000000)] = i }; p h.keys
class S < String; end
p({S.new("x")=>1, "x"=>2, S.new("yy")=>3}.keys.map {|k| k.class })
