# "%u" of a negative Bignum: its complement within 32-bit digits, printed
# with as many digits as 2**(32*words) has (leading zeros kept)
[2**64 - 1, 2**63, 10**19, 2**64, 2**96 - 1, 2**128 - 1, 2**159].each do |m|
  v = -m
  p ["%u" % v, "%.3u" % v, "%-.45u|" % v, "%30u" % v, "%030u" % v]
end
p "%u" % -1, "%u" % -(2**62)
