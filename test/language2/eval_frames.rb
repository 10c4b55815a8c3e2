# Kernel#eval runs in a copy of the caller's frame stacked on eval's own;
# instance_eval/module_eval with a string hide their frames
def f

  eval("\n caller(0)")
end
p f
def g
  eval("\n\n raise %q(x)")
end
begin
  g
rescue => e
  p e.message, e.backtrace
end
p eval("\ncaller(0)")
[1].each { p eval("caller(0)") }
def h; yield; end
h { p eval("caller(0)") }
def k; [1].each { p eval("caller(0)") }; end
k
def f2
  instance_eval("\n caller(0)")
end
p f2
def g2
  instance_eval { caller(0) }
end
p g2
p instance_eval("caller(0)")
p instance_eval { caller(0) }
def k2; String.class_eval("\ncaller(0)"); end
p k2
def j2; String.module_eval { caller(0) }; end
p j2
p [1].map { instance_eval("caller(0)") }
class Q; p class_eval("caller(0)"); end
def y1; instance_eval("yield"); end
p((y1 { 1 } rescue $!.message))
def y2; instance_eval("block_given?"); end
p y2 { 1 }
def r1; instance_eval("return 5"); 6; end
p r1
def r2; String.class_eval("return 7"); 8; end
p r2
def r3; eval("[1].each { return 3 }"); 4; end
p r3
