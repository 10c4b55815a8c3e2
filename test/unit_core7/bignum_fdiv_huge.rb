# Bignum#fdiv and #quo as 1.8.7 gives them: for an x beyond the Float range a
# divisor that fits a long gives 0.0, a Float one is taken exactly (zero, NaN,
# infinities refused), a big one divides exactly (rounded to nearest); for an
# x within the range, plain Float division
$VERBOSE = nil
def t; yield; rescue Exception => e; "#{e.class}: #{e.message}"; end
xs = [2**1024 - 1, 2**1023, 2**1024, -(2**1024), 2**1100]
ys = [3, -3, 0, 2**62, 2**63, 2**100, 2**1099, 3.0, 1.0, 0.0, 1.5, 1e-300, 1.0/0, 0.0/0, -2.5, 1e308]
xs.each { |x| ys.each { |y| p [x.to_s.size, y, t { x.fdiv(y) }, t { x.quo(y) }] } }
p t { 3.fdiv(2**1024) }, t { (2**1024).fdiv(2**1024) }
