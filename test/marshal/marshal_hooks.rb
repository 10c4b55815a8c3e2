# Marshal hooks: _dump strings carrying ivars, ivars on String subclasses,
# marshal_dump/marshal_load with shared and cyclic data, _dump's limit
class Tagged
  attr_reader :s, :tag
  def initialize(s); @s = s; end
  def _dump(level)
    x = @s.dup
    x.instance_variable_set(:@tag, level)
    x
  end
  def self._load(str)
    o = new(str)
    o.instance_variable_set(:@tag, str.instance_variable_get(:@tag))
    o
  end
end
d = Marshal.dump([Tagged.new("q"), 5])
p d
t = Marshal.load(d)[0]
p t.s, t.tag
class MyString < String; end
ms = MyString.new("sub")
ms.instance_variable_set(:@a, 1)
d = Marshal.dump(ms)
p d
back = Marshal.load(d)
p back.class, back, back.instance_variable_get(:@a)
class Wrapper
  attr_reader :payload
  def initialize(x); @payload = x; end
  def marshal_dump; @payload; end
  def marshal_load(x); @payload = x; end
end
shared = "shared"
w = Wrapper.new([shared, shared])
d = Marshal.dump([w, w, shared])
p d
a = Marshal.load(d)
p a[0].equal?(a[1]), a[0].payload[0].equal?(a[2])
class Depth
  def _dump(level); level.to_s; end
  def self._load(s); s; end
end
p Marshal.load(Marshal.dump([Depth.new], 3))
p Marshal.load(Marshal.dump({ 1 => Depth.new }))
begin
  Marshal.dump([[Depth.new]], 2)
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
