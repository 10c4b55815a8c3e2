# class/metaclass structure, include order, comparisons, method lists
module M1; def m1; end; end
module M2; include M1; def m2; end; end
class A; def a; end; protected; def pa; end; private; def pr; end; end
class B < A; include M2; def b; end; end
p B.ancestors.first(5)
p B.included_modules.first(2)
p B.include?(M1), A.include?(M1)
p B.superclass, A.superclass, Object.superclass
p B < A, A < B, B <= B, B < M1, A <=> B, B <=> A, A <=> String, A <=> 3
p B.instance_methods(false).sort
p A.public_instance_methods(false).sort
p A.protected_instance_methods(false)
p A.private_instance_methods(false)
p B.instance_methods.include?("m1")
p B.instance_methods.first.class
o = B.new
def o.single; end
p o.singleton_methods
p o.methods.include?("single"), o.methods.include?("pa"), o.methods.include?("pr")
p o.protected_methods.include?("pa"), o.private_methods.include?("pr")
p B.class, (class << B; self; end).superclass == (class << A; self; end)
p Class.superclass, Module.superclass
# anonymous classes get a name on constant assignment
c = Class.new(A)
p c.name
p c.superclass
Named = c
p c.name, c.to_s
m = Module.new
p m.to_s =~ /\A#<Module:0x[0-9a-f]+>\z/ ? :anon : m.to_s
NamedMod = m
p m.name
module Outer2; Inner = Class.new; end
p Outer2::Inner.name
# Class.new with a block
k = Class.new { def hi; :hi; end }
p k.new.hi
# inherited hook
class Base; def self.inherited(sub); (@subs ||= []) << sub.name; end; def self.subs; @subs; end; end
class Sub1 < Base; end
class Sub2 < Base; end
p Base.subs
begin
  class Bad < 3; end
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
begin
  class SubOfClass < Class; end
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
begin
  Class.new(class << A; self; end)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
begin
  A.new.extend(3)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
p A.new.is_a?(A), B.new.kind_of?(M1), B.new.instance_of?(A), 3.is_a?(Comparable)
begin
  3.is_a?(4)
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
