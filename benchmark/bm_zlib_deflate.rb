# zlib deflate of 10 MB of text (and the inflate back, checked)
require 'zlib'
words = %w[alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu]
x = 1
data = (1..200_000).map { x = (x * 1103515245 + 12345) % 2147483648; words[x % 12] }.join(" ")
data = (data * 9)[0, 10_000_000]
z = Zlib::Deflate.deflate(data)
puts z.size
puts Zlib::Inflate.inflate(z) == data
