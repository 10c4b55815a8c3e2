# delegate: SimpleDelegator, DelegateClass, method lists, Marshal, dup
require 'delegate'
p Delegator.public_instance_methods(false).sort, SimpleDelegator.public_instance_methods(false).sort, Delegator.methods(false).sort, Delegator.private_instance_methods(false).sort
d = SimpleDelegator.new([1, 2, 3])
p d.size, d.map { |x| x * 2 }, d == [1, 2, 3], d.eql?([1,2,3]), d.equal?(d), d.class, d.respond_to?(:size), d.respond_to?(:nope), d.__getobj__
d.__setobj__([4])
p d.size, d.inspect, d.to_s, d.hash == [4].hash, (d.nope rescue $!.class), d.frozen?
p d.methods.include?("each"), d.public_methods(false).size > 0 rescue p $!
e = d.dup
p e.__getobj__.equal?(d.__getobj__), e.class
p Marshal.load(Marshal.dump(d)).__getobj__
class Foo < DelegateClass(Array)
  def initialize(a) super(a) end
  def extra() :extra end
end
f = Foo.new([5, 6])
p f.size, f.extra, f.first, Foo.superclass.class, Foo.ancestors.include?(Delegator), (f.__getobj__), f.public_methods(false).sort.first(3)
p((SimpleDelegator.new(nil).foo rescue $!.class))
p((d.__send__(:__getobj__)), DelegateClass(String).public_instance_methods(false).include?("upcase"))
x = SimpleDelegator.new("abc")
p x.upcase, x.length, x =~ /b/, x == "abc", "abc" == x, x.to_s, x.to_str rescue p $!
def x.extra; :e; end
p x.extra
p Delegator.instance_method(:method_missing).arity, SimpleDelegator.new(1).method(:+).call(2) rescue p $!
