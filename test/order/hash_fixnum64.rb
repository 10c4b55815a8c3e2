# Fixnums past 32 bits hash as their 64-bit VALUE's low half (and a key's
# hash method's answer past 32 bits likewise): the order on a 64-bit build
h = {}; [2**40, -2**40, 2**62 - 1, -2**62, 2**31, 2**32 + 5, 2**30 + 9].each {|k| h[k] = 1 }; p h.keys
class K
  def initialize(n, h) @n, @h = n, h end
  def hash; @h end
  def inspect; "K#{@n}" end
end
p({K.new(1, -(2**40) + 3)=>1, K.new(2, 2**33 + 7)=>2, K.new(3, -(2**35))=>3, K.new(4, 5)=>4}.keys)
h = {}; 200.times {|i| h[i * 2**33 + i] = i }; p h.keys[0, 40]
