# Kernel#binding takes its receiver as self (1.8.7): in a class body the
# class (whose frame keeps the enclosing self), through a bound method the
# object it is bound to
class K; B = eval("binding"); end; p eval("self", K::B)
class K; B2 = proc { binding }.call; end; p eval("self", K::B2)
$o = o = Object.new; def o.inspect; "O"; end
p eval("self", o.instance_eval { binding }), eval("self", o.instance_eval("binding"))
class K; B3 = instance_eval("binding"); end; p eval("self", K::B3)
class K; def m; binding; end; end; p eval("self", K.new.m).class
class K; B4 = Kernel.instance_method(:binding).bind($o).call; end; p eval("self", K::B4)
class K; x = 1; B5 = binding; end; p eval("x", K::B5), eval("local_variables", K::B5)
class K; B6 = binding; end; eval("def bdef; :bd; end", K::B6); p K.new.bdef rescue p $!
class K; B7 = binding; end; p eval("Module.nesting", K::B7), eval("@iv = 1; self.instance_variables", K::B7)
def mm; class << self; binding; end; end; p eval("self.class", mm)
def yy; class << Object.new; binding; end; end; p eval("block_given?", yy { })
