# super forms, method_missing, visibility, define_method, send
class Base
  def hi(a, b = 2) "Base#hi(#{a}, #{b})" end
  def blk; yield; end
end
class Kid < Base
  def hi(a, b = 5)
    a = 9
    super
  end
  def blk; super; end
end
p Kid.new.hi(1)
p Kid.new.blk { :yielded }
class Ghost
  def method_missing(name, *args)
    name.to_s =~ /^get_(.*)/ ? $1 : super
  end
end
p Ghost.new.get_name
begin
  Ghost.new.other
rescue NoMethodError => e
  puts e.message.sub(/0x[0-9a-f]+/, "XX")
end
begin
  nil.foo
rescue NoMethodError => e
  puts e.message
end
begin
  undefined_thing
rescue NameError => e
  puts e.message
end
class Vis
  def pub; priv; end
  def cmp(o) o.prot end
  private
  def priv; :priv end
  protected
  def prot; :prot end
end
v = Vis.new
p v.pub, v.cmp(Vis.new), v.send(:priv)
begin
  v.priv
rescue NoMethodError => e
  puts e.message.sub(/0x[0-9a-f]+/, "XX")
end
begin
  v.prot
rescue NoMethodError => e
  puts e.message.sub(/0x[0-9a-f]+/, "XX")
end
class Dm
  define_method(:add) { |a, b| a + b }
  define_method(:zs) { super }
end
p Dm.new.add(1, 2)
begin
  Dm.new.zs
rescue NoMethodError => e
  puts e.message.sub(/0x[0-9a-f]+/, "XX")
end
module Util
  module_function
  def helper; :helped end
end
p Util.helper
p Dm.instance_method(:add).arity
m = 5.method(:+)
p m.call(3), m.inspect
um = Base.instance_method(:hi)
p um.bind(Kid.new).call(7)
p Kid.new.respond_to?(:hi), v.respond_to?(:priv), v.respond_to?(:priv, true)
