1.times { a=1; b=2; c=3; p local_variables }
1.times { bb = binding; a = 1; b = 2; p local_variables }
1.times { a = 1; bb = binding; b = 2; p local_variables }
1.times { a = 1; bb = binding; eval("e = 1", bb); b = 2; p local_variables, eval("local_variables", bb) }
1.times { bb = binding; eval("e = 1", bb); b = 2; p local_variables, eval("local_variables", bb) }
1.times { a = 1; eval("e = 1"); b = 2; p local_variables }
1.times { eval("e = 1"); b = 2; p local_variables }
1.times { eval("e = 1"); eval("f = 1"); b = 2; p local_variables }
1.times { b = 0; eval("e = 1"); eval("f = 1"); c = 2; p local_variables }
proc { pb = binding; eval "foo11 = 1", pb; foo22 = 5; p local_variables }.call
proc { pb = binding; eval "foo11 = 1", pb; foo22 = 5; proc{foo11=22}.call; p local_variables }.call
proc { pb = binding; eval "foo11 = 1", pb; foo22 = 5; proc{foo22=55}.call; p local_variables }.call
proc { pb = binding; eval "foo11 = 1", pb; foo22 = 5; eval("foo11"); p local_variables }.call
1.times { pb = binding; eval "foo11 = 1", pb; foo22 = 5; proc{foo22=55}.call; p local_variables }
1.times { pb = 1; foo22 = 5; proc{foo22=55}.call; p local_variables }
1.times { pb = 1; foo22 = 5; proc{ }.call; p local_variables }
1.times { pb = 1; foo22 = 5; proc{ }; p local_variables }
1.times { pb = 1; foo22 = 5; 1.times { }; p local_variables }
1.times { pb = 1; foo22 = 5; lambda { }; p local_variables }
1.times { pb = 1; foo22 = 5; x = lambda { }; p local_variables }
1.times { pb = 1; lambda { }; foo22 = 5; p local_variables }
1.times { lambda { }; pb = 1; foo22 = 5; p local_variables }
1.times { pb = 1; foo22 = 5; proc{ foo22 }.call; p local_variables }
1.times { pb = 1; foo22 = 5; 1.times { foo22 = 3 }; p local_variables }
1.times { a = 1; b = 2; c = 3; 1.times { a = 3; c = 4 }; p local_variables }
1.times { a = 1; b = 2; c = 3; 1.times { c = 4; a = 3 }; p local_variables }
1.times { a = 1; b = 2; 1.times { x = 1; 1.times { a = 5 } }; p local_variables }
1.times { a = 1; b = 2; 1.times { |a| }; p local_variables }
1.times { a = 1; b = 2; 1.times { b += 1 }; p local_variables }
1.times { a = 1; 1.times { b = 2 }; b = 3; p local_variables }
1.times { |q| a = 1; 1.times { q = 2 }; p local_variables }
1.times { a = 1; b = 2; 1.times { a, b = 3, 4 }; p local_variables }
1.times { a = 1; b = 2; 1.times { b, a = 3, 4 }; p local_variables }
1.times { a = 1; b = 2; for b in [1]; end; p local_variables }
1.times { a = 1; b = 2; 1.times { for b in [1]; end }; p local_variables }
1.times { a = 1; b = 2; 1.times { |b| }; p local_variables }
1.times { a = 1; b = 2; 1.times { |x, b| }; p local_variables }
1.times { a = 1; b = 2; 1.times { b ||= 3 }; p local_variables }
1.times { a = 1; 1.times { a = 3 }; b = 2; 1.times { b = 4 }; p local_variables }
1.times { p eval("defined?(a)"), eval("a"); a = 1; 1.times { a = 2 } }
1.times { p eval("local_variables"); x = 0; a = 1; 1.times { a = 2 } }
1.times { p eval("local_variables"); x = 0; a = 1; 1.times { x = 2 } }
1.times { p eval("local_variables"); a = 1; 1.times { |a| } }
[1, 2].each { |i| p eval("local_variables"); p eval("a") if i == 2; a = i; 1.times { a = 2 } }
def m; 1.times { p eval("local_variables"); a = 1; 1.times { a = 2 } }; end; m
1.times { a = 1; b = 2; 1.times { x = 1; 1.times { a = 5 } }; p local_variables }
1.times { a = 1; 1.times { 1.times { a = 5; b = 1 }; b = 2 }; p local_variables }
1.times { |x, y| z = 1; 1.times { y = 2; z = 3 }; p local_variables, [x, y, z] }
1.times { |(x, y), *r| z = 1; 1.times { r = 2; z = 3 }; p local_variables }
c = 0
[1, 2].each { |i| p eval("local_variables"); c += 1; redo if c == 1; k = i; 1.times { k = 3 } }
l = lambda { m = 1; n = 2; proc { m = 5 }.call; local_variables }
p l.call
def mm; [1].each { |q| w = q; [2].each { w += 1 } ; return local_variables }; end; p mm
1.times { a = 1; 1.times { a, b = 1, 2 }; p local_variables }
1.times { a = 1; 1.times { |a, b| }; p local_variables }
1.times { p((eval("[defined?(a), a]") rescue $!.class)); a = 1; define_method(:zq) { a = 2 } rescue 1; p local_variables } rescue p $!
x = 0
1.times { a = 1; 1.times { x = 2; a += 1 }; p local_variables, a, x }
1.times { b = 1; c = 2; d = 3; [1].each { d = 0; b = 0 }; p local_variables }
pr = proc { v1 = 1; proc { v1 = 2 } }
p pr.call.call
1.times { a = 1; 2.times { |i| a = a + i }; p a }
r = []; 3.times { |i| s = i; [1].each { s = s * 10 }; r << s }; p r
