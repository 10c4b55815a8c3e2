# bm_class_cvar_gvar.rb - class variables, globals, constants in modules, class methods, super chains
module Conf; LIMIT = 10; end
class Base
  @@count = 0
  def self.bump; @@count += 1 end
  def self.count; @@count end
  def val(x) x + Conf::LIMIT end
end
class Mid < Base; def val(x) super(x) * 2 end; end
class Leaf < Mid; def val(x) super + 1 end; end
$g = 0
o = Leaf.new
n = 0
300_000.times do |i|
  Base.bump
  $g += 1
  n += o.val(i)
  n += Conf::LIMIT
end
p n + Base.count + $g
