# exponents at the edge of 1.8.7's int: its overflow test (e * 9 wrapping
# below the previous digit's) gives 0, a wrapped decimal exponent is kept
require "bigdecimal"
%w(1e238609294 1e238609295 1e238609296 1e-238609294 1e-238609295 0.1e238609295 10e238609294 1e2147483640 123e2147483640 1e2147483647 1e2147483648 1e4294967296 1e4294967297 1e9999999999 -1e2147483647 1e-2147483647 1e-2147483648 1e-2147483649 1e+0000000000000000005 1e0010).each { |v| b = BigDecimal(v); puts "#{v} #{b.to_s[0,40]} #{b.exponent} #{b.precs.inspect}" }
