# Hash#[] asks a singleton or subclass #default for a missing key
h = {}; def h.default(k=nil); :sd; end; p h[:q], h.fetch(:q, 1), h.default
class H2 < Hash; def default(k = nil); "sub#{k}"; end; end
g = H2.new; p g[:z], g.values_at(:a), g.default
i = Hash.new(5); p i[:x]
j = Hash.new { |hh, k| k.to_s * 2 }; p j[:ab]
k = {}; class << k; def default(key); key.to_s; end; end; p k[:x]
