# Class#new reads the allocator through the method cache: changes to the
# allocator (undef, a subclass, a singleton) are seen at once
class Foo; def initialize(a); @a = a; end; attr_reader :a; end
p Foo.new(1).a
p Array.new(3, 0), String.new("x"), Hash.new(5)[1]
class MyArr < Array; end
p MyArr.new(2, :z), MyArr.new(2, :z).class

# Ruby-level allocate does not change what new allocates (1.8.7)
class Bar
  def self.allocate; raise "not called"; end
end
p Bar.new.class

# an undefined allocator
class Baz; end
Baz.new
class << Baz; undef_method :allocate; end
begin; Baz.new; rescue TypeError, NoMethodError => e; p e.class, e.message; end
begin; Baz.allocate; rescue NoMethodError => e; p e.class; end
class Baz2 < Baz; end
begin; Baz2.new; rescue TypeError, NoMethodError => e; p e.class; end

# classes that cannot be instantiated
begin; Class.new.singleton_class rescue (class << Object.new; self; end).new; rescue TypeError => e; p e.message; end
begin; (class << Object.new; self; end).new; rescue TypeError => e; p e.message; end
begin; Integer.new; rescue NoMethodError => e; p e.message; end
begin; Symbol.new; rescue NoMethodError => e; p e.message; end
p Class.new(Array).new(2, 1)
c = Class.new { def initialize(*a) @a = a end; attr_reader :a }
p c.new(1, 2).a
p Struct.new(:x).new(4).x

# Class#new with a block reaches initialize
p Array.new(3) {|i| i * i }

# many allocations with GC in between
n = 0
3000.times {|i| n += Array.new(i % 17, i).size; GC.start if i % 700 == 0 }
p n
# allocators undefined in C
[Method, UnboundMethod, Binding, Proc, Continuation, Thread].each do |k|
  begin; k.allocate; p [k, :ok]; rescue TypeError, NoMethodError => e; p [k, e.class]; end
end
