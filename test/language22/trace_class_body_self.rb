# set_trace_func in a class body: the "class" and "line" events' binding has
# the class as self, the "raise" event's the enclosing frame's self (1.8.7)
o = Object.new
def o.inspect; "O"; end
class K; end
sc = class << o; self; end
def sc.inspect; "SO"; end
set_trace_func proc { |e, f, l, i, b, k|
  p [e, l, i, k, (b ? eval("self", b) : :nobind)] if l > 8 && l < 27 && e !~ /c-/
}
class K
  x = 1
  raise "a" rescue nil
  if x then x end
  case x; when 1 then x; end
end
o.instance_eval { y = 2 }
K.class_eval { w = 4 }
module Mm
  t = 7
end
class << o
  u = 6
end
def o.sm; s = 8; end
o.sm
set_trace_func nil
