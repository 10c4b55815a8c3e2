require 'weakref'
p WeakRef.ancestors, WeakRef.instance_methods(false).sort, WeakRef.constants.sort, WeakRef::RefError.superclass
w = WeakRef.new("abc".dup); p w.size, w.weakref_alive?, w.__getobj__, w.upcase
p w.class, w.inspect, w == "abc"
w2 = WeakRef.new([1,2]); p w2.map{|x| x*2}
p((WeakRef.new(nil) rescue $!)); p((WeakRef.new(3) rescue $!))
e = WeakRef::RefError.new("m"); p e.message; p WeakRef.private_instance_methods(false).sort
def mk; WeakRef.new("q"*100); end
ws = (1..100).map{ mk }; GC.start
p ws.any?{|x| !x.weakref_alive?}
d = ws.find{|x| !x.weakref_alive?}
p((d.size rescue $!)); p((d.__getobj__ rescue $!.class))
p w.respond_to?(:upcase), w.method(:upcase).class
keep = "kept"; k = WeakRef.new(keep); GC.start; p k.weakref_alive?, k.length
