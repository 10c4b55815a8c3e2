# Digest::Class and Instance as a frame for a digest written in Ruby: which
# of update/finish/reset each method calls, and the errors of the abstract ones
require "helper"
require 'digest'
class Z < Digest::Class
  def initialize; @s = ""; end
  def initialize_copy(o); puts "copy"; @s = o.s.dup; end
  attr_reader :s
  def update(x); puts "update #{x}"; @s << x; self; end
  def finish; puts "finish"; "F" + @s; end
  def reset; puts "reset"; @s = ""; self; end
end
z = Z.new
z.update "ab"
show("digest") { z.digest }
show("digest!") { z.digest! }
show("digest(q)") { z.digest("q") }
show("hexdigest") { z.hexdigest }
show("hexdigest!") { z.hexdigest! }
show("to_s") { z.to_s }
show("inspect") { z.inspect }
show("length") { [z.length, z.size, z.digest_length] }
show("== str") { z == "46" }
show("== inst") { z == Z.new }
show("new") { z.new }
show("Z.digest") { Z.digest("x") }
show("Z.hexdigest") { Z.hexdigest("x") }
show("block_length") { z.block_length }
show("<<") { z << "a" }
class X < Digest::Class; end
x = X.new
[:update, :<<, :digest, :reset, :digest_length, :block_length, :hexdigest, :to_s, :inspect].each do |m|
  show(m) { x.send(m, *(["a"] * (m == :update || m == :<< ? 1 : 0))) }
end
show("finish") { x.send(:finish) }
show("Class.digest") { Digest::Class.digest("a") }
show("Base.new") { Digest::Base.new }
class Y < Digest::Base; end
show("Y.new") { Y.new }
show("Instance methods") { Digest::Instance.instance_methods(false).sort }
show("Instance private") { Digest::Instance.private_instance_methods(false).sort }
show("Base methods") { Digest::Base.instance_methods(false).sort }
show("Base private") { Digest::Base.private_instance_methods(false).sort }
show("Class methods") { Digest::Class.methods(false).sort }
show("Digest methods") { Digest.methods(false).sort }
