$VERBOSE = nil
require 'finalize'
class Dep; def initialize(n) @n = n end; def finalize(id, *a) puts "#{@n} finalize #{a.inspect}" end; def other(id, *a) puts "#{@n} other #{a.inspect}" end; def inspect; "#<Dep #{@n}>"; end; end
o1 = Object.new; o2 = Object.new; d1 = Dep.new("d1"); d2 = Dep.new("d2")
p Finalizer.add(o1, d1, "finalize")
p Finalizer.add(o1, d1, "other", 1, 2)
p Finalizer.add(o1, d2, "finalize")
p Finalizer.add(o2, d1, "finalize")
p Finalizer.add_dependency(o2, d2, "other", :x)
p((Finalizer.add(o1, d1) rescue $!.class))
p Finalizer.singleton_methods.sort
