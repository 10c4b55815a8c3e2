# ivars of plain objects: order of instance_variables / inspect / Marshal
# after sets in different orders, removals and re-sets, copies, and many
# ivars; call sites (@x, attr_reader, attr_writer) shared by objects whose
# ivars sit at different places
class P
  attr_accessor :a, :b
  def initialize(first) if first then @a = 1; @b = 2 else @b = 3; @a = 4 end end
  def sum; @a + @b end
  def set(v) @b = v end
end
ps = [P.new(true), P.new(false), P.new(true), P.new(false)]
ps.each { |o| p [o.instance_variables, o.a, o.b, o.sum] }
ps.each_with_index { |o, i| o.b = i; o.set(o.b * 10); o.a = -i }
p ps.map { |o| [o.a, o.b, o.sum] }
q = P.new(true)
q.instance_eval { @c = 5; @d = 6; @e = 7 }
p q.instance_variables
q.send(:remove_instance_variable, :@b)
p q.instance_variables, q.sum rescue p $!.class
q.instance_eval { @b = 9 }
p q.instance_variables, q.sum
p q.dup.instance_variables, q.clone.instance_variables
p q.inspect.gsub(/0x[0-9a-f]+/, "X")
p Marshal.dump(q)
p Marshal.load(Marshal.dump(q)).instance_variables
p q.instance_variable_defined?(:@b), q.instance_variable_defined?(:@zz)
p q.send(:remove_instance_variable, :@e)
begin; q.send(:remove_instance_variable, :@e); rescue NameError; p $!.message; end
# many ivars, with removals before and after the table would have grown
big = Object.new
big.instance_eval { 80.times { |i| instance_variable_set("@v#{i}", i) } }
p big.instance_variables
big.instance_eval { remove_instance_variable(:@v7); remove_instance_variable(:@v70); @w = 1; @v7 = 2 }
p big.instance_variables
p big.instance_variables.size, big.instance_variable_get(:@v7), big.instance_variable_get(:@v79)
mid = Object.new
mid.instance_eval { 40.times { |i| instance_variable_set("@m#{39 - i}", i) }; remove_instance_variable(:@m5) }
p mid.instance_variables, mid.dup.instance_variables
# frozen objects, a subclass sharing the accessors, an exception's ivars
class R < P; def initialize; @z = 0; @b = 1; @a = 2 end end
r = R.new
p r.sum, r.a, r.b, r.instance_variables
r.freeze
begin; r.a = 5; rescue TypeError; p $!.class; end
begin; r.set(5); rescue TypeError; p $!.class; end
p r.a
e = RuntimeError.new("m"); e.instance_eval { @q = 1; @p = 2 }
p e.instance_variables, e.message
# an ivar read that was never set: nil (warning under -w only)
class U; def u; @nope end end
p U.new.u, U.new.instance_variables
