# YAML.dump, dump to io, dump_stream, y, options, quick_emit by hand
require 'yaml'
require 'stringio'
p YAML.dump([1, "a"])
io = StringIO.new
r = YAML.dump({"a" => 1}, io)
p r.equal?(io), io.string
p YAML.dump_stream(1, [2], "x")
p 1.to_yaml(:UseHeader => false)
p [1].to_yaml(:UseHeader => true)
y [1, 2]
y 1, "a"
class Point
  def initialize(x, y); @x, @y = x, y; end
  def to_yaml(opts = {})
    YAML.quick_emit(self, opts) do |out|
      out.map("tag:example.com,2002:point") do |map|
        map.add("x", @x)
        map.add("y", @y)
      end
    end
  end
end
class Pair
  def initialize(a, b); @a, @b = a, b; end
  def to_yaml(opts = {})
    YAML.quick_emit(object_id, opts) do |out|
      out.seq("tag:yaml.org,2002:seq") { |seq| seq.add(@a); seq.add(@b) }
    end
  end
end
class Word
  def to_yaml(opts = {})
    YAML.quick_emit(nil, opts) { |out| out.scalar("tag:example.com,2002:word", "hello", :plain) }
  end
end
p Point.new(1, 2).to_yaml
p [Point.new(1, [2])].to_yaml
p Pair.new("a", Pair.new(1, 2)).to_yaml
p Word.new.to_yaml
p({"w" => Word.new}.to_yaml)
