# Keys whose hash is not a Fixnum: a Bignum is cut to its low bits, a
# Float goes through to_int, nil or a String raise TypeError (never a crash).
def t; r = yield; puts r.inspect; rescue Exception => e; puts "#{e.class}: #{e.message}"; end
class K1; def hash; "x"; end; end
class K2; def hash; 2**70; end; end
class K3; def hash; nil; end; end
class K4; def hash; -1; end; def eql?(o); raise "eqlboom"; end; end
class K5; def hash; 1.5; end; end
class K6; def hash; raise "hboom"; end; end
[K1, K2, K3, K4, K5, K6].each do |k|
  puts k
  t { h = {}; h[k.new] = 1; h.size }
  t { h = {}; a = k.new; h[a] = 1; h[a] }
  t { h = {}; h[k.new] = 1; h[k.new] = 2; h.size }
  t { [k.new, k.new].uniq.size }
  t { [k.new].hash.class }
  t { [[k.new]].uniq.size }
  t { ([k.new] - [k.new]).size }
end
