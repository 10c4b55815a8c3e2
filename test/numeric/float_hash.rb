# Float#hash equals 1.8.7's (computed in a C int), -0.0 like 0.0.
fs = [0.0, -0.0, 1.5, 0.1, -2.5, 1e300, -1e300, 0.0/0, 1.0/0, -1.0/0, 3.14159, 2.0**70, 5e-324]
fs.each { |f| puts "#{f}: #{f.hash}" }
x = 0.001
50.times { |i| x = x * 1.37 + i; puts x.hash }
p 1.5.hash == 1.5.hash, 0.0.hash == -0.0.hash
