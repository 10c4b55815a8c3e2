# singleton: one instance, no new/allocate/dup/clone, Marshal, subclasses, modules refused
require 'singleton'
class A; include Singleton; end
p A.singleton_methods.sort, A.private_methods(false).sort.include?("inherited")
p A.instance.equal?(A.instance), (A.new rescue $!), (A.allocate rescue $!), (A.instance.dup rescue $!), (A.instance.clone rescue $!), Marshal.load(Marshal.dump(A.instance)).equal?(A.instance), A.instance._dump
class B < A; end
p B.instance.equal?(A.instance), B.instance.class
begin; module M; include Singleton; end; rescue TypeError => e; p e; end
p((Object.new.extend(Singleton) rescue $!))
p Singleton.private_instance_methods(false).sort, Singleton.constants, Singleton.public_instance_methods(false).sort
C = A.clone
p C.instance.equal?(A.instance), C.instance.class
