b = binding
eval("x = 1", b)
eval("p x", b)
p eval("defined?(x)", b)
eval("y = 2; p [x, y]", b)
p eval("y", b)
eval("for i in 1..3; z = i; end; p [i, z]", b)
p eval("[i, z]", b)
def m
  eval("aa = 5")
  eval("p aa")
  p eval("defined?(aa)")
end
m
p eval("BEGIN { $b = 1 }; $b + 1")
r = (eval("BEGIN { q = 4 }; q") rescue $!)
p r
def bt
  eval("BEGIN { return true }; false")
end
p((bt rescue $!))
p eval("BEGIN { $c = 3 }; 7")
x = (eval("BEGIN { w = 9 }; w + 1") rescue $!)
p x
BEGIN { q = 4 }
p defined?(q)
p q rescue p $!
BEGIN { p defined?(z); z = 1 }
z = 2
