# the "call" event of a def fires once its arguments are set, and its
# "return" event before its scope goes: both bindings see the locals (1.8.7)
def f(a, b = (puts "default"; 2)); v = 10; end
set_trace_func proc { |e,f,l,i,b,k| if e == "call"; p [l, i, eval("local_variables", b), eval("[a, b]", b), eval("self", b)]; end }
f(1)
set_trace_func nil
class Foo; def g(x) x end; end
set_trace_func proc { |e,f,l,i,b,k| p [e, l, i, eval("local_variables", b)] if e == "call" || e == "return" }
Foo.new.g(5)
set_trace_func nil
def h(a) raise "x" if a > 0; a end
def k; return 3; end
set_trace_func proc { |e,f,l,i,b,k| p [e, l, i, (eval("local_variables", b) rescue :nob)] if %w(call return).include?(e) }
begin; h(1); rescue; end
h(0)
k
[1].each { |z| z }
set_trace_func nil
