# Marshal writes ivars (also Range's and Exception's hidden ones) and Hash
# pairs in the tables' order, which is 1.8.7's
p Marshal.dump(1..2), Marshal.dump(1...5)
e = RuntimeError.new("boom"); e.instance_eval { @z = 1; @a = 2 }
p Marshal.dump(e)
class Pt; def initialize; @y = 1; @x = 2; @name = "n"; @zz = nil; end; end
p Marshal.dump(Pt.new)
s = "str"; s.instance_eval { @b = 1; @a = 2 }; p Marshal.dump(s)
p Marshal.dump({:b=>1, :a=>2, "c"=>3, 4=>5})
S2 = Struct.new(:zz, :aa); p Marshal.dump(S2.new(1, 2))
r = (1..3); r.instance_eval { @q = 1 }; p Marshal.dump(r)
p Marshal.load(Marshal.dump(Pt.new)).instance_variables
p Pt.new.inspect.gsub(/0x[0-9a-f]+/, "X")
