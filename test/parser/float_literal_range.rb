# representable denormals take no "out of range" warning; overflow does
p 2.5e-324
p 4.9e-324 > 0
p 2.2250738585072014e-308
p 1e400
