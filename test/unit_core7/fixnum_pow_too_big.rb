# where Fixnum#** gives up: the hand-over to Bignum#** decides
$VERBOSE = nil
[[2, 4194365], [2, 4194366], [-2, 4194367], [3, 4194343], [3, 4194344], [-3, 4194345], [2**20, 262147], [2**20, 262148], [7, 1000000]].each{|b, t| r = b ** t; p [b, t, r.class, r.is_a?(Float) ? r : r.size] }
