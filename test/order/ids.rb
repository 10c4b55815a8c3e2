# IDs, and the order of instance variables, methods, constants, class
# variables and Symbol.all_symbols, are 1.8.7's
p :a.to_i, :zz.to_i, :Abc.to_i, :@iv.to_i, :$gv.to_i, :@@cv.to_i, :x=.to_i, "dyn".to_sym.to_i
o = Object.new
o.instance_eval { @z = 1; @a = 2; @m = 3; @b = 4 }
p o.instance_variables, o.clone.instance_variables, o.dup.instance_variables
o2 = Object.new
o2.instance_eval { 30.times {|i| instance_variable_set("@v#{i}", i) } }
p o2.instance_variables
o2.instance_eval { remove_instance_variable(:@v3); @new = 1 }
p o2.instance_variables
class Foo; def zz; end; def aa; end; def mm; end; end
p Foo.instance_methods(false), Foo.public_instance_methods(false)
class Foo; ZZ=1; AA=2; MM=3; BB=4; @@x=1; @@a=2; @@q=3; end
p Foo.constants, Foo.class_variables
class Bar < Foo; def q1; end; def <=>(o) end; def ==(o) end; def +(o) end; def [](i) end; private; def pv; end; end
p Bar.instance_methods(false), Bar.private_instance_methods(false)
def o.zz; end; def o.aa; end; def o.mm; end
p o.singleton_methods, o.methods.size
module Mod; C1 = 1; C2 = 2; def self.f; end; def g; end; end
p Mod.constants, Mod.instance_methods, Mod.singleton_methods
$zz = 1; $aa = 2
p global_variables.size, global_variables.grep(/zz|aa/)
S = Struct.new(:zz, :aa, :mm); p S.members, S.new(1, 2, 3).to_a
p Object.constants.size
syms = Symbol.all_symbols
p syms.size, syms.map {|s| s.to_i }.inspect.hash, syms[0, 20], syms[-20, 20]
p Comparable.instance_methods.sort == Comparable.instance_methods, Comparable.instance_methods
p 5.methods[0, 10], "".methods[0, 10], [].methods[0, 10], {}.methods[0, 10]
p Object.instance_methods[0, 15], Hash.instance_methods(false)[0, 15]
p Math.singleton_methods[0, 5]
p Errno.constants[0, 10], Process.constants[0, 10], Float.constants
