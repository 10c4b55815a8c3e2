# the return event of an empty method: at its `end' for a def, at the
# caller's line for a def obj.meth (1.8.7)
def a; end
def b
end
def c(x)
end
def d(x = 1); end
class K; def e; end; end
o = Object.new
def o.f; end
def o.g
end
set_trace_func proc { |ev, file, line, id, bind, klass|
  printf "%8s %-2d %10s\n", ev, line, id.inspect if ev == "call" || ev == "return"
}
a
b
c(1)
d
K.new.e

o.f
o.g
set_trace_func nil
