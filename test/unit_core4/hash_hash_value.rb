# Hash#hash as 1.8.7 computes it (the pair hashes' Fixnum VALUEs xored into an int), so hashes used as keys come out in its order
p 1.hash, {}.hash, {1=>1}.hash, {1=>3}.hash, {1=>2, 3=>4}.hash, {1=>nil}.hash, {nil=>nil}.hash, {1=>2, 2=>1}.hash, {"a"=>[1]}.hash
p({-1=>-5}.hash, {1.5=>2}.hash, {[1, [2]]=>{3=>4}}.hash, {2**64=>1}.hash, {"x"*100=>:a.to_s}.hash)
h = {}; h[h] = 1; p h.hash
h = {1=>2}; h[:me] = h; p h.hash
class Big; def hash; 2**70 + 5; end; end
p({Big.new => 1}.hash.class)
S = Struct.new(:a, :b)
p S.new(1, 2).hash == S.new(1, 2).hash
p [[1, 2].hash, [[1]].hash, [1, [2, [3]]].hash, ["a", :b, nil, true, 1.5].hash]
h = {}
[{1=>2}, {3=>4}, {1=>2, 3=>4}, {}, {"a"=>"b"}, {[1]=>[2]}, {nil=>1}, {5=>{6=>7}}].each_with_index { |k, i| h[k] = i }
p h
p h.keys
