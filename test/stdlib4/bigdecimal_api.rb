# bigdecimal/util: BigDecimal#to_r as 1.8.7 (needs rational); bigdecimal/math
# does not load bigdecimal itself, as in 1.8.7
require 'fixtures/apilist'
api_listing('bigdecimal/math', /Big/)
include BigMath
p((PI(10) rescue $!))
require 'bigdecimal'
p PI(10).to_s, sqrt(BigDecimal("2"), 10).to_s
api_listing('bigdecimal/util', /Big|Float|String|Rational/)
begin
  BigDecimal("1.5").to_r
rescue NoMethodError => e
  puts "NoMethodError: #{e.message[/undefined method `\w+'/]}"
end
require 'rational'
%w(1.5 -0.125 0 123456789.000000001 1e-20 -3 -1.25E-3 12E3 NaN Infinity -Infinity).each { |s| r = BigDecimal(s).to_r; p [s, r, r.class] }
p((BigDecimal("1").to_r(1) rescue $!))
p BigDecimal("1").method(:to_r).arity, Rational(7, 3).to_d(5).to_s, 1.25.to_d.to_s, "0.5x".to_d.to_s
