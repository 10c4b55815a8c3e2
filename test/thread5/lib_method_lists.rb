# The methods (public, private, with their arities), constants and
# ancestors of the classes and modules of thread.so, thread.rb,
# monitor.rb, sync.rb, mutex_m.rb, timeout.rb and weakref.rb are 1.8.7's:
# e.g. Mutex, ConditionVariable and Queue use Object's initialize, and
# Sync#initialize takes no arguments.
%w[thread monitor sync mutex_m timeout weakref].each {|l| require l }
mods = [Mutex, ConditionVariable, Queue, SizedQueue, Monitor, MonitorMixin,
        MonitorMixin::ConditionVariable, Sync, Sync_m, Sync_m::Err,
        Sync_m::Err::UnknownLocker, Sync_m::Err::LockModeFailer, Mutex_m,
        Timeout, Timeout::Error, WeakRef, WeakRef::RefError, Thread, ThreadGroup,
        Synchronizer_m, Synchronizer]
mods.each do |m|
  puts "== #{m} #{m.class} #{m.ancestors.first(4).inspect}"
  puts " consts #{m.constants.sort.inspect}"
  [:public_instance_methods, :protected_instance_methods, :private_instance_methods].each do |k|
    puts " #{k} #{m.send(k, false).sort.map {|n| "#{n}/#{m.instance_method(n).arity}" }.inspect}"
  end
  puts " singleton #{m.singleton_methods(false).sort.map {|n| "#{n}/#{m.method(n).arity}" }.inspect}"
end
def show(l) ; r = begin; yield.inspect; rescue Exception => e; "#{e.class}: #{e.message}"; end; puts "#{l}: #{r}"; end
show(:mutex_arg) { Mutex.new(1) }
show(:queue_arg) { Queue.new(1) }
show(:sync_arg) { Sync.new(1) }
class Q2 < Queue; def initialize(a); super(); @a = a; end; end
show(:queue_subclass) { q = Q2.new(1); q << 2; [q.pop, q.instance_variable_get(:@a)] }
class S2 < Sync; def initialize(x); super(); @x = x; end; end
show(:sync_subclass) { S2.new(1).sync_mode }
