# the deprecated finalizer API: add_finalizer/call_finalizer/remove_finalizer/finalizers
$stdout.sync = true
def t(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end
t(:finalizers) { ObjectSpace.finalizers }
pr = proc { |id| puts "added final #{id.class}" }
t(:add) { ObjectSpace.add_finalizer(pr).equal?(pr) }
t(:finalizers_size) { ObjectSpace.finalizers.size }
t(:add_bad) { ObjectSpace.add_finalizer(5) }
o = Object.new
t(:call) { ObjectSpace.call_finalizer(o).equal?(o) }
t(:call_imm) { ObjectSpace.call_finalizer(1) }
pr2 = proc { |id| puts "removed, never runs" }
ObjectSpace.add_finalizer(pr2)
t(:remove) { ObjectSpace.remove_finalizer(pr2).equal?(pr2) }
t(:remove_other) { ObjectSpace.remove_finalizer(5) }
t(:finalizers_after) { ObjectSpace.finalizers.size }
x = Object.new
ObjectSpace.define_finalizer(x, proc { puts "x fin" })
y = Object.new
ObjectSpace.call_finalizer(y)
puts "end"
