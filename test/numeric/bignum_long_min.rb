# The most negative C long converts to and from a Bignum exactly.
require "helper"

m = -2**63
show("Time.at") { Time.at(m).to_i }
show("pack q") { [m].pack("q").unpack("q") }
show("pack Q wraps") { [-(2**64) + 1].pack("Q").unpack("Q") }
show("one less") { Time.at(m - 1) }
show("Array#first") { [1, 2].first(m) }
