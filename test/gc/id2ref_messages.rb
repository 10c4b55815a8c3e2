# ObjectSpace._id2ref of ids naming nothing: one shaped as a Symbol's id
# (64-bit: 20n+8) is "not symbol id value", any other "not id value"
[8, 20008, 16, 20016, 6, -8, -12, (2**50) * 20 + 8, (2**58) * 20 + 8].each do |i|
  begin
    p ObjectSpace._id2ref(i)
  rescue RangeError => e
    puts e.message
  end
end
p ObjectSpace._id2ref(:foo.object_id), ObjectSpace._id2ref(nil.object_id)
