# 0 ** y: a Bignum exponent gives 0 whatever its sign; a Float one is decided by its sign.
require "helper"

show("0 ** 2**70") { 0 ** (2**70) }
show("0 ** -2**70") { 0 ** -(2**70) }
show("0 ** -1") { 0 ** -1 }
show("0 ** 0") { 0 ** 0 }
show("0 ** floats") { [0 ** 0.0, 0 ** -0.0, 0 ** 0.5, 0 ** -1.0, 0 ** (1.0/0), 0 ** (-1.0/0)] }
show("0 ** nan") { 0 ** (0.0/0) }
show("0.0 ** nan") { (0.0 ** (0.0/0)).nan? }
show("1 ** nan") { 1 ** (0.0/0) }
show("2 ** nan") { (2 ** (0.0/0)).nan? }
