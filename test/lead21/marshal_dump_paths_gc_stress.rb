# Marshal.dump under GC.stress: the class and module paths it writes (a
# class or module dumped as a value, an object's class, the modules an
# object was extended with) are Strings that must live until copied, also
# when the copy grows the dump's buffer (offsets from 0 to 560)
module Outer; class Inner; end; module Deep; end; end
module Ext; end
class Pt < Struct.new(:x); end
e = "e"; e.extend(Ext); e.extend(Outer::Deep)
objs = [Comparable, Outer, Outer::Inner, Outer::Deep, Kernel, String, Pt.new(1), Outer::Inner.new, e, Enumerable, Math]
GC.stress = true
d = Marshal.dump(objs)
r = Marshal.load(d)
want = [Comparable, Outer::Deep, Outer::Inner, Pt, Ext]
bad = (0..560).step(8).to_a.reject do |n|
  x = Marshal.load(Marshal.dump(["x" * n, Comparable, Outer::Deep, Outer::Inner.new, Pt.new(2), e]))
  [x[1], x[2], x[3].class, x[4].class, (class << x[5]; ancestors[1]; end)] == want
end
GC.stress = false
p d
p r.map { |x| x.is_a?(Module) ? x : x.class }
p((class << r[8]; ancestors.first(3); end))
p bad
