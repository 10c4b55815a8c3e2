# 1.8.7 keeps its recursion guards in thread-locals: inspect/join ids in
# Thread.current[:__inspect_key__] (an Array), ==/eql?/hash/<=> in
# Thread.current[:__recursive_key__] ({method name => {id => true}}).
$names = {}
def name(id) $names[id] || (id.is_a?(Integer) ? :id : id) end
def ikey
  k = Thread.current[:__inspect_key__]
  k && k.map { |i| name(i) }
end
def rkey
  h = Thread.current[:__recursive_key__]
  return h unless h.is_a?(Hash)
  h.keys.map { |s| s.to_s }.sort.map { |s| [s, h[s.to_sym].keys.map { |i| name(i).to_s }.sort] }  # id order is hash order
end
Thread.current[:a] = 1
p Thread.current.keys
p Thread.current.keys.map { |s| s.to_s }.sort

class Spy
  def inspect; ikey.inspect; end
  def to_s; "<#{ikey.inspect} #{rkey.inspect}>"; end
  def ==(o); puts "== #{rkey.inspect}"; true; end
  def eql?(o); puts "eql? #{rkey.inspect}"; true; end
  def hash; puts "hash #{rkey.inspect}"; 1; end
  def <=>(o); puts "<=> #{rkey.inspect}"; 0; end
end
a = [Spy.new]; b = [a]; c = [b, Spy.new]
$names[a.object_id] = :a; $names[b.object_id] = :b; $names[c.object_id] = :c
$names[Thread.current[:__inspect_key__].object_id] = :itself
puts a.inspect, b.inspect, c.join(","), a.to_s
h = {1 => a}; $names[h.object_id] = :h
puts h.inspect
S = Struct.new(:m); s = S.new(a); $names[s.object_id] = :s
puts s.inspect
p ikey
a == [Spy.new]; b == [[Spy.new]]
a.eql?([Spy.new]); a.hash; a <=> [Spy.new]
h == {1 => [Spy.new]}; h.eql?({1 => [Spy.new]}); h.hash
class Array; alias same? ==; end
a.same?([Spy.new])
p rkey

# what inspected code leaves in the table, and values of the wrong shape
class Pusher; def inspect; Thread.current[:__inspect_key__] << 7; "pusher"; end; end
class Clearer; def inspect; Thread.current[:__inspect_key__] = nil; "clearer"; end; end
x = [Pusher.new]; $names[x.object_id] = :x
p x; p ikey
y = [Clearer.new]
p y; p Thread.current[:__inspect_key__]
Thread.current[:__inspect_key__] = 5
p [1]
p Thread.current[:__inspect_key__]
Thread.current[:__recursive_key__] = 5
p [1].hash == [1].hash, rkey

r = [1]; r << r; r << {2 => r}
p r, r.join("-"), r.hash == r.hash, r == r.dup
t = Thread.new { Thread.current.freeze; [[1]].join rescue p $! }
t.join
