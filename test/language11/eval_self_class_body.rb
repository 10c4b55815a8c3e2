# eval without a binding runs with self = its receiver: in a class or
# module body that is the class, not the enclosing self
class C
  p eval("self")
  @iv = 3
  p eval("@iv")
  p eval("[self, 1 + 1]")
  p eval("proc { self }").call
  p eval("binding").eval("self")
  p method(:eval).call("self")
  x = eval("def made; :made; end; self")
  p x
end
p C.new.made
module M
  p eval("self")
  p((eval("self")))
end
class << "str"
  p eval("self").inspect[0, 8]
end
p Kernel.eval("self")
p eval("self")
o = Object.new
def o.to_s; "O"; end
p o.send(:eval, "self").to_s
def m; eval("[self, __method__]"); end
p m
