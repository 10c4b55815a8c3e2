# Symbol#object_id/hash as 1.8.7 on 64-bit (ID * 20 + 8, _id2ref back to the
# Symbol) and Bignum#hash (XOR of the magnitude's 32-bit digits): both decide
# the bins, so the order of hashes keyed by them
p :b.object_id == :b.to_i * 20 + 8, :b.hash == :b.object_id
p ObjectSpace._id2ref(:zork.object_id), ObjectSpace._id2ref(:b.object_id)
p (2**70).hash, (2**64 + 1).hash, (-(2**70)).hash, (3**50).hash, (2**64).hash
h = {}
[2**64, 2**70, 3**50, :a, :b, :zz, 2**65 + 7, -(2**66)].each_with_index { |k, i| h[k] = i }
p h
p [2**64, 2**70].hash == [2**64, 2**70].hash
