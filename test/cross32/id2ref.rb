# ObjectSpace._id2ref answers a Symbol only for a symbol that exists: an id
# that merely looks like one (on 32-bit a heap object's id, its address
# halved, can) raises RangeError as in 1.8.7.
require "helper"

[0x7fff0e, 0x10000e, 14, 0x0e0e0e].each do |n|
  show("_id2ref(#{n})") { ObjectSpace._id2ref(n) }
end
show("a symbol's id") { ObjectSpace._id2ref(:cross32_sym.object_id) }
show("immediates") { [nil, true, false, 0, -7, 2**29].map { |x| ObjectSpace._id2ref(x.object_id) } }
o = "live"
show("a live object") { ObjectSpace._id2ref(o.object_id).equal?(o) }
