# $SAFE 4 code may eval a string only in a binding or proc that is tainted
# (made at $SAFE 3 or more, or tainted by hand): "can't modify trusted binding"
b = binding; x = 5
p((proc { $SAFE = 4; eval("1", b) }.call rescue $!))
p((proc { $SAFE = 4; eval("x", b) }.call rescue $!))
b2 = proc { $SAFE = 4; binding }.call
p eval("1", b2)
p((proc { $SAFE = 4; eval("1") }.call rescue $!))
p((proc { $SAFE = 3; eval("1", b) }.call rescue $!))
p((proc { $SAFE = 4; b.eval("1") }.call rescue $!))
pr = proc { 1 }
p((proc { $SAFE = 4; eval("1", pr) }.call rescue $!))
b3 = proc { $SAFE = 3; binding }.call
p b3.tainted?, (proc { $SAFE = 4; eval("1", b3) }.call rescue $!)
pr.taint
p((proc { $SAFE = 4; eval("2", pr) }.call rescue $!))
require "erb"
p((ERB.new("<%= 1 %>", 4).result rescue $!))
p((ERB.new("<%= 1 %>", 4).result(binding) rescue $!))
