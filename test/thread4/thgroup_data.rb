# ThreadGroup is a data object (1.8.7): Marshal refuses it, a copy is not enclosed
g = ThreadGroup.new
g.instance_variable_set(:@a, 1)
p g.instance_variables
d = g.dup
p d.class, d.list, d.instance_variables, d.enclosed?
g.enclose
p g.clone.enclosed?, g.dup.enclosed?
g.freeze
p g.clone.frozen?
t = Thread.new { Thread.stop }
g2 = ThreadGroup.new
g2.add(t)
p g2.dup.list.size, g2.clone.list.size
class MyG < ThreadGroup; def initialize(x); @x = x; end; end
p MyG.new(1).list, MyG.new(2).instance_variables
p ThreadGroup.allocate.list rescue p $!
p((Marshal.dump(MyG.new(3)) rescue $!))
p ThreadGroup::Default.frozen?
p ThreadGroup.new == ThreadGroup.new
p ThreadGroup.instance_methods(false).sort
p ThreadGroup.new.hash.class
p ThreadGroup.new.taint.tainted?
