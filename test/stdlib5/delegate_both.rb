# delegate: DelegateClass subclass and SimpleDelegator side by side:
# equality, identity, dup/clone/freeze, marshal, private methods
require 'delegate'
require "helper"
class DA < DelegateClass(Array); def initialize(a) super; end; end
a = [1, 2]
d = DA.new(a)
s = SimpleDelegator.new(a)
[d, s].each_with_index do |x, i|
  show("#{i} ==") { [x == a, x == x, x.eql?(a), x.eql?(x), x.equal?(a), a == x] }
  show("#{i} !=") { [x != a, x != [3]] }
  show("#{i} class") { [x.class.name.to_s[0, 2], x.is_a?(Array), x.kind_of?(Delegator), x.instance_of?(Array)] }
  show("#{i} respond") { [x.respond_to?(:push), x.respond_to?(:__getobj__), x.respond_to?(:nosuch)] }
  show("#{i} methods") { [x.methods.include?("push"), x.public_methods.include?("push")] rescue $!.class }
  show("#{i} to_s inspect") { [x.to_s, x.inspect] }
  show("#{i} hash") { x.hash == a.hash }
  show("#{i} dup") { y = x.dup; y.push(9) rescue nil; [a.size, y.__getobj__.equal?(a)] }
  show("#{i} clone") { y = x.clone; y.__getobj__.equal?(a) }
  show("#{i} freeze") { y = x.clone; y.freeze; [y.frozen?, a.frozen?] rescue $!.class }
  show("#{i} marshal") { Marshal.load(Marshal.dump(x)).__getobj__ }
  show("#{i} method") { x.method(:push).class rescue $!.class }
  show("#{i} send private") { x.send(:puts) rescue $!.class }
  show("#{i} private call") { x.puts rescue $!.class }
  show("#{i} instance_variables") { x.instance_variables.sort }
  show("#{i} taint") { x.taint.tainted? }
  show("#{i} id") { x.__id__ == a.__id__ }
  show("#{i} to_a") { x.to_a.equal?(a) }
  show("#{i} =~") { (x =~ /x/) rescue $!.class }
  show("#{i} ===") { Array === x }
  show("#{i} block") { x.map { |e| e * 2 } }
  show("#{i} nil obj") { x.__setobj__(nil); x.inspect } 
end
show("delegator methods") { Delegator.public_instance_methods(false).sort }
show("simple methods") { SimpleDelegator.public_instance_methods(false).sort }
show("DelegateClass methods") { DA.superclass.public_instance_methods(false).size > 50 }
show("setobj self") { x = SimpleDelegator.new(1); x.__setobj__(x) }
