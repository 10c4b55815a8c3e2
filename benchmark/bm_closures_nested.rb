# bm_closures_nested.rb - nested closures, lambdas returning lambdas, Proc#call, generators by closure
def counter
  c = 0
  lambda { c += 1 }
end
adder = lambda { |x| lambda { |y| x + y } }
n = 0
100_000.times do |i|
  k = counter
  k.call; k.call
  n += k.call
  n += adder.call(i).call(1)
  gen = (lambda { a = 0; b = 1; lambda { a, b = b, a + b; a } }).call
  5.times { n += gen.call }
end
p n
