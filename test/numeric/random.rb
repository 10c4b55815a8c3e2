# Kernel#rand / #srand on MT19937.
srand(42)
p Array.new(10) { rand(1000) }
srand(42)
p Array.new(3) { "%.10f" % rand }
p srand(7)
p Array.new(5) { rand(10) }
srand(7)
p Array.new(5) { rand(10.5) }
srand(7)
p Array.new(5) { rand(-10) }
srand(123)
p Array.new(3) { rand(2**64) }
p rand(1)
p rand(0).class
p rand.class
x = srand
p x.class == Bignum || x.class == Fixnum
p srand(5) == x
srand(2**40 + 5)
p Array.new(3) { rand(100) }
p((1..100).map { rand(3) }.uniq.sort)
begin
  rand("x")
rescue => e
  p e.class
end
p Kernel.respond_to?(:rand)
