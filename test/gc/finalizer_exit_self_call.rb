# at exit 1.8.7 takes the class away from an object before running its
# finalizers: a call on the object (puts in a proc made in initialize, whose
# self is the object) ends that finalizer silently; ivars, locals and calls
# on other objects still work
class R
  def initialize(n)
    @n = n
    ObjectSpace.define_finalizer(self, proc { |id| $stdout.puts "A #{n} #{@n.inspect}"; puts "B"; $stdout.puts "C" })
  end
end
R.new(1)
class S
  def initialize
    ObjectSpace.define_finalizer(self, proc { $stdout.puts "S #{self.class.inspect rescue $!.class}" })
  end
end
S.new
class Q
  def initialize; ObjectSpace.define_finalizer(self, Q.fin); end
  def self.fin; proc { |id| puts "Q fin" }; end
end
Q.new
o = Object.new
ObjectSpace.define_finalizer(o, proc { |id| puts "o fin" })
puts "end"
