# Singleton's class methods come from SingletonClassMethods, a module named
# under Singleton's singleton class as in 1.8.7
require 'singleton'
class Foo; include Singleton; end
p Foo.singleton_methods.sort, Foo.public_methods(false).sort.grep(/load|clone|instance/)
p (class << Foo; self; end).ancestors.size, (class << Foo; self; end).ancestors.map { |a| a.name.to_s.sub(/0x\w+/, 'X') }.first(3)
p((Foo.clone.class rescue $!), (Foo.new rescue $!), (Foo.instance.dup rescue $!), (Foo.instance.clone rescue $!))
p Foo._load("").equal?(Foo.instance), (Marshal.load(Marshal.dump(Foo.instance))).equal?(Foo.instance)
p Foo.private_methods(false).sort.grep(/new|allocate|inherited|instance/)
class Bar < Foo; end
p Bar.instance.class, Bar.instance.equal?(Foo.instance)
