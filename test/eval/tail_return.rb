# `return` as the last thing a def runs (no jump needed) gives the same
# values, events and frames as any other return
def a; return 1; end
def b(x) if x then return :t else return :f end end
def c(x) return :neg unless x > 0; x * 2; return x * 3 end
def d; return 1, 2; end
def e; return; end
def f; return *[3, 4]; end
def g; begin; return :begin; end; end
def h(x) x ? (return :y) : :n end
def i; [1, 2].each { |v| return v * 10 }; return :none end
def j; begin; return :body; ensure; $ens = :ran; end; end
def k; r = 5; return r if r > 1; :no end
def l(&blk) return blk.call(2) end
p a, b(true), b(false), c(-1), c(2), d, e, f, g, h(true), h(false), i, j, $ens, k, l { |v| v + 1 }
class P; def m; return :pm; end; end
class Q < P; def m; return [super, :qm]; end; end
p Q.new.m, Q.new.method(:m).call
Q.send(:define_method, :m2, P.instance_method(:m))
p Q.new.m2
def deep(n) return n if n == 0; return deep(n - 1) + 1 end
p deep(500)
def bt; return caller(0)[0][/in `\w+'/]; end
p bt
events = []
set_trace_func proc { |ev, file, line, id, bind, klass| events << [ev, line, id] if %w(call return line).include?(ev) }
a; b(true)
set_trace_func nil
p events
