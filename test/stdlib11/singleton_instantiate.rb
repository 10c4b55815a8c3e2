# A Singleton class's private class methods: _instantiate? answers the
# instance once made (nil before), and new/allocate are private.
require 'singleton'
class S; include Singleton; end
p S.private_methods(false).sort - Class.private_methods
p S.send(:_instantiate?)
S.instance
p S.send(:_instantiate?).equal?(S.instance)
p S.singleton_methods.sort, S.instance_variables, S.instance.instance_variables
# threads racing for the instance all get the same one
class Slow; include Singleton; def initialize; Thread.pass; @made = true; end; end
ts = (1..4).map { Thread.new { Slow.instance } }
p ts.map { |t| t.value }.uniq.size
begin; S.new; rescue NoMethodError => e; p e.message[0, 30]; end
