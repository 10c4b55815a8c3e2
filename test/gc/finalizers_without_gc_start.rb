# Finalizers run after the collections that allocation starts, not only at
# GC.start or exit (1.8.7 runs them as each collection ends): a long-lived
# program defining finalizers (Tempfile does) does not pile up their procs
$c = 0
def make
  ObjectSpace.define_finalizer(Object.new, proc { $c += 1 })
end
20_000.times { make }
p $c > 10_000
p ObjectSpace.each_object(Proc) {} < 10_000
# errors in them are ignored (exit: 1.8.7 leaves $! set by one, exit 1 at the end)
$d = 0
def make2
  ObjectSpace.define_finalizer(Object.new, proc { $d += 1; raise "x" })
end
12_000.times { make2 }
p $d > 6_000
exit 0
