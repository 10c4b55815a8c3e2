# srand with seeds that are Fixnums on a 64-bit build but Bignums (or
# negative) on a 32-bit one: the sequences are the same everywhere.
require "helper"

[0, 1, -1, -5, 2**30 - 1, -(2**30), 2**31, -(2**31) - 3, 2**32 + 7, -(2**40),
 2**61, 2**62 - 1, -(2**62), 2**62, -(2**62) - 1, 2**64, -(2**64), 2**70].each do |s|
  srand(s)
  show("srand(#{s})") { [rand(1000), rand(1000), rand(2**40), rand(2**70), "%.6f" % rand] }
end
show("srand returns the seed") { srand(-5); srand(3) }
