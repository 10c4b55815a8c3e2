# A delegator does not take over its target's singleton_method_added hook
# (nor initialize_copy); its other public methods become singleton methods.
require 'delegate'
class X
  def puts(*a) "X" end
  def singleton_method_added(*a) end
  def initialize_copy(*a) end
  def foo; :foo end
end
d = SimpleDelegator.new(X.new)
p d.singleton_methods.sort
p d.methods.include?("singleton_method_added")
p d.methods.include?("initialize_copy")
p d.private_methods.include?("singleton_method_added")
p d.puts, d.foo
n = SimpleDelegator.new(1)
p (n.methods - 1.methods).sort
p n.singleton_methods.include?("singleton_method_added")
p n + 2
