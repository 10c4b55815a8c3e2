# Bignum#[] converts a non-Integer index as a C long (Fixnum#[] truncates it).
require "helper"

b = 2**64 + 2
show("1.5") { b[1.5] }
show("-0.5") { b[-0.5] }
show("1e30") { b[1e30] }
show("inf") { b[1.0/0] }
show("nil") { b[nil] }
show("string") { b["1"] }
show("huge") { [b[2**70], (-b)[2**70], b[-(2**70)]] }
show("fixnum nil") { 5[nil] }
show("fixnum 1e30") { [5[1e30], (-5)[1e30]] }
