# clone/dup/freeze/taint and object ids
o = Object.new
def o.hello; :hello; end
o.instance_variable_set(:@v, 1)
c = o.clone
d = o.dup
p c.hello, c.instance_variable_get(:@v), d.instance_variable_get(:@v)
p d.respond_to?(:hello)
o.freeze
p o.frozen?, o.clone.frozen?, o.dup.frozen?
s = "str".taint
p s.dup.tainted?, s.clone.tainted?, s.untaint.tainted?
[nil, true, 1, :sym].each do |x|
  begin
    x.dup
  rescue TypeError => e
    puts "TypeError: #{e.message}"
  end
end
begin
  nil.clone
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
p nil.object_id, true.object_id, false.object_id, 1.object_id, 0.object_id, -1.object_id
x = Object.new
p x.object_id == x.__id__, x.object_id.class, x.hash == x.object_id
p ObjectSpace._id2ref(x.object_id).equal?(x)
p ObjectSpace._id2ref(nil.object_id), ObjectSpace._id2ref(7.object_id)
p 5.frozen?, nil.frozen?, :a.frozen?
class WithCopy
  attr_reader :log
  def initialize; @log = []; end
  def initialize_copy(orig); @log = orig.log + [:copied]; end
end
w = WithCopy.new
p w.dup.log, w.clone.log
begin
  Object.new.send(:initialize_copy, "x")
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
f = "frozen".freeze
begin
  f.instance_variable_set(:@a, 1)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
# class clone keeps methods, gets no name
class Orig; def m; :m; end; def self.s; :s; end; end
k = Orig.clone
p k.new.m, k.s, k.name, k == Orig
