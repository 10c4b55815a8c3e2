# securerandom: argument checks and result shapes (the /dev/urandom path)
require 'securerandom'
[[:hex, []], [:hex, [nil]], [:hex, [0]], [:hex, [3]], [:random_bytes, [0]], [:random_bytes, [nil]], [:base64, [2]], [:base64, [nil]], [:random_number, [1.5]], [:random_number, [-1]], [:random_number, [0]], [:random_number, [2**70]], [:random_number, ["x"]], [:hex, ["2"]], [:hex, [-1]], ].each do |m, a|
  r = SecureRandom.send(m, *a) rescue r = $!
  d = case r
      when String then [r.class, r.size]
      when Integer then [Integer, r >= 0]
      when Float then [Float, r >= 0 && r < 1]
      else [r.class, r.message]
      end
  p [m, a, d]
end
p SecureRandom.methods(false).sort rescue p SecureRandom.singleton_methods.sort
begin; SecureRandom.random_bytes(1.5); rescue NotImplementedError => e; p [e.class, e.message]; end
