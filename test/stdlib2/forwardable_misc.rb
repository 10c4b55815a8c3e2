# forwardable: def_delegator(s) for classes and single objects, method lists, backtraces
require 'forwardable'
p Forwardable.public_instance_methods(false).sort, Forwardable.methods(false).sort, Forwardable.constants.sort, SingleForwardable.public_instance_methods(false).sort, Forwardable.private_instance_methods(false).sort
class Q
  extend Forwardable
  def_delegators :@a, :size, :<<, :first
  def_delegator :@a, :push, :add
  def_delegator "@a", :last
  def_instance_delegator :@a, :map
  def_instance_delegators :@a, :empty?
  def initialize() @a = [] end
end
q = Q.new
q << 1; q.add(2)
p q.size, q.first, q.last, q.map { |x| x + 1 }, q.empty?, Q.public_instance_methods(false).sort
o = Object.new
o.extend SingleForwardable
o.def_delegator :@s, :upcase
o.def_delegators :@s, :length, :reverse
o.def_singleton_delegator :@s, :downcase
o.instance_variable_set(:@s, "Abc")
p o.upcase, o.length, o.reverse, o.downcase
p Forwardable.debug
class R; extend Forwardable; def_delegator :@x, :foo; end
begin; R.new.foo; rescue Exception => e; p e.class, e.message, e.backtrace.first =~ /forwardable/ ? :lib : :user; end
p Forwardable::FORWARDABLE_VERSION rescue p $!.class
