# Marshal of containers: subclasses ('C'), hash defaults ('}'), ivars on
# non-objects ('I'), extended modules ('e'), Range, exceptions, Time
def show(obj)
  d = Marshal.dump(obj)
  p d
  Marshal.load(d)
end
class MyArr < Array; end
class MyHash < Hash; end
class MyRe < Regexp; end
a = show(MyArr[1, 2])
p a.class, a
h = show(MyHash[1, 2])
p h.class, h
r = show(MyRe.new("a+"))
p r.class, r.source
h = Hash.new(5)
h[1] = 2
h2 = show(h)
p h2[1], h2[:missing]
h = Hash.new([])
h[:k] = h.default
h2 = show(h)
p h2[:k].equal?(h2.default)
arr = [1]
arr.instance_variable_set(:@tag, "t")
b = show(arr)
p b, b.instance_variable_get(:@tag)
module M1; end
module M2; end
o = Object.new
o.extend(M1)
o.extend(M2)
o2 = show(o)
p((class << o2; self; end).ancestors.first(3))
s = "str"
s.extend(M1)
s2 = show(s)
p s2, s2.is_a?(M1), s2.is_a?(M2)
r = Marshal.load(Marshal.dump(1..5))
p r, r.exclude_end?
r = Marshal.load(Marshal.dump("a"..."c"))
p r, r.exclude_end?
e = Marshal.load(Marshal.dump(ArgumentError.new("bad")))
p e.class, e.message
t = Time.at(1000000000)
d = Marshal.dump(t)
p d.length, d[0, 9]
p Marshal.load(d) == t
nested = { "k" => [1, { :x => [nil, 2.5] }], 3 => "v" }
p Marshal.load(Marshal.dump(nested)) == nested
p Marshal.load(Marshal.dump([[], {}, "", [[]]]))
