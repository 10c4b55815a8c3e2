# 1.8: *_methods(false) look through singleton classes (and included
# modules) up to the first real class; methods(false) is singleton only
module Helper
  def helped; end
end
class Foo
  def a; end
  protected
  def prot; end
  private
  def priv; end
end
o = Foo.new
def o.sing; end
p o.public_methods(false).sort
p o.protected_methods(false), o.private_methods(false).sort
p o.methods(false)
p Foo.public_instance_methods(false)
sc = class << o; self; end
p sc.instance_methods(false).sort
o.extend(Helper)
p o.public_methods(false).sort
p Foo.new.public_methods(false)
