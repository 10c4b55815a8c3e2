# Array#== and #eql? walk the receiver's current length once an element's
# method resized an array (nil past the end, no final length check)
o = Object.new
def o.==(x) $t.clear; true end
a = [o, 1, 2]; $t = a; p a == [1, 1, 2]
b = [1, 1, 2]; a = [o, 1, 2]; $t = b; p a == b
b = [1, nil]; a = [o, nil]; $t = b; p a == b
def o.==(x) $t.pop; true end
b = [1, 1, 2]; a = [o, 1, 2]; $t = a; p a == b
b = [1, 1, 2]; a = [o, 1, 2]; $t = b; p a == b
def o.==(x) $t << 5; true end
b = [1, 1, 2]; a = [o, 1, 2]; $t = b; p a == b
b = [1, 1, 2]; a = [o, 1, 2]; $t = a; p a == b
def o.eql?(x) $t.clear; true end
a = [o, 1, 2]; $t = a; p a.eql?([1, 1, 2])
b = [1, 1, 2]; a = [o, 1, 2]; $t = b; p a.eql?(b)
p [1, 2] == [1, 2, 3], [1, 2].eql?([1, 2])
