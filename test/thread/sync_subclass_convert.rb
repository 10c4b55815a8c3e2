# SizedQueue size conversions, subclasses calling super, dup of the primitives
require 'thread'
[-1, 2**64-1, 2**64, 1e30, 3.999].each do |v|
  begin
    q = SizedQueue.new(v)
    p [v, q.max]
  rescue Exception => e
    p [v, e.class, e.message]
  end
end
sq = SizedQueue.new(2)
p sq.respond_to?(:clear), sq.clear.class
class MyQ < Queue; def initialize; super; @x = 1; end; end
q = MyQ.new
q << 1
p q.pop, q.instance_variables
class MyM < Mutex; def initialize(a); super(); @a = a; end; end
m = MyM.new(3)
p m.synchronize { m.locked? }
p Mutex.new.dup.locked? rescue p $!
m2 = Mutex.new; m2.lock
p m2.dup.locked? rescue p $!
p m2.clone.locked? rescue p $!
q3 = Queue.new; q3 << 1
p q3.dup.length rescue p $!
