# Range#step: a Float anywhere steps in Floats (begin + i * step), a huge
# step yields the first element only, a non-Numeric step goes through
# to_int, and the step must be above zero.
def steps(r, s)
  out = []
  r.step(s) { |x| out << x }
  puts "#{r.inspect} step #{s.inspect}: #{out.inspect}"
rescue Exception => e
  puts "#{r.inspect} step #{s.inspect}: #{e.class}: #{e.message}"
end
steps(1..10, 1.5)
steps(1...10, 1.5)
steps(1..3, 1.0)
steps(1..3.0, 1)
steps(1.0...3.0, 1.5)
steps(0.0..1.0, 0.1)
steps(0.0...0.3, 0.1)
steps(1.0...2.0, 1.0)
steps(2.0..1.0, 0.5)
steps(1..10, 2**64)
steps(1.0..2.0, 2**64)
steps("a".."e", 2**64)
steps("a".."e", 2)
steps("a".."e", 1.5)
steps(1..3, 1.0 / 0)
steps(1..3, 0.0 / 0)
steps(1..3, 0.0)
steps(1..3, -1.5)
steps(1..3, -(2**64))
steps(1..3, nil)
steps(1..3, "2")
steps(2**64..2**64 + 3, 2)
steps(2**64..2**64 + 3, 1.5)
steps(1..2**64, 2**63)
