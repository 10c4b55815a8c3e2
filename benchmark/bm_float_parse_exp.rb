# bm_float_parse_exp.rb - String#to_f and Float() of decimals with exponents
a = %w(1.5e3 2.5e-3 -7.25E+2 12345.678e-2 6.02e23 1.0e10 3.14159 0.001e1)
n = 0.0
100_000.times { a.each { |s| n += s.to_f + Float(s) } }
p n
