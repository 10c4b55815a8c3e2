# Hash#eql? also compares the defaults (with ==) and their kind (value or
# proc); Hash#== does not.
p Hash.new(7).eql?({})
p Hash.new(7) == {}
p Hash.new(7).eql?(Hash.new(7))
p Hash.new(1).eql?(Hash.new(1.0))
p Hash.new(7).eql?(Hash.new(8))
p Hash.new {}.eql?({})
p Hash.new(nil).eql?(Hash.new {})
h = Hash.new(7); h[1] = 2
p h.eql?({1 => 2}), h == {1 => 2}
p [Hash.new(7)].eql?([{}])
