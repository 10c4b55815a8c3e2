# eval with a binding and no file name: the code is placed where the binding
# (or proc) was made, and backtraces go through that place
b = binding
p eval("[__FILE__, __LINE__]", b)
p eval("[__FILE__, __LINE__]")
def gb; binding; end
p eval("[__FILE__, __LINE__]", gb)
p eval("\n[__FILE__, __LINE__]", b)
pr = proc {}
p eval("[__FILE__, __LINE__]", pr)
begin; eval("raise %q(z)", b); rescue => e; p e.message, e.backtrace; end
begin; eval("\n\nraise %q(z)", gb); rescue => e; p e.message, e.backtrace; end
begin; eval("zork", b); rescue NameError => e; p e.message, e.backtrace; end
p eval("[__FILE__, __LINE__]", b, "ff")
p eval("[__FILE__, __LINE__]", b, "ff", 5)
[1].each { |x| p eval("[__LINE__, x]", binding) }
def m; x = 5; [binding, proc { x }]; end
bb, pp = m; p eval("[x, __LINE__]", bb), eval("x", pp)
p eval("caller(0)", b)
p eval("caller(0)", gb)
begin; eval("raise %q(q)", b, "named.rb", 3); rescue => e; p e.message, e.backtrace; end
begin; eval("1 +", b); rescue SyntaxError => e; p e.message; end
begin; eval("1 +", b, "sx.rb"); rescue SyntaxError => e; p e.message; end
def meth_b; binding; end
begin; eval("undefined_xyz", meth_b); rescue NameError => e; p e.backtrace; end
eval("raise %q(final)", b)
