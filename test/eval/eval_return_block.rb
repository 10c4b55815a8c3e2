def a1; eval("return 1"); 2; end; p((a1 rescue $!))
def a2; eval("[1].each { return 3 }"); 4; end; p((a2 rescue $!))
def a5; eval("lambda { return 9 }.call"); end; p((a5 rescue $!))
def a6; eval("proc { return 10 }").call; 11; end; p((a6 rescue $!))
def a7; eval("BEGIN { return 12 }; 13"); 14; end; p((a7 rescue $!))
def a8; [1].each { eval("return 15") }; 16; end; p((a8 rescue $!))
def a9; eval("eval('return 17')"); 18; end; p((a9 rescue $!))
def b1; eval("yield"); end; p((b1 { 19 } rescue $!))
def b2; eval("block_given?"); end; p b2 { }
class P1; def m; 20; end; end
class P2 < P1; def m; eval("super"); end; end; p P2.new.m
def b3; eval("__method__") rescue nil; end; p b3
x = 5; p eval("return x") rescue p $!
def c1; eval("block_given?", binding); end; p c1 { }
def c2; b = binding; eval("yield", b); end; p((c2 { 21 } rescue $!))
def c4; while true; eval("break"); end; 23; end; p((c4 rescue $!))
def c5; [1,2].each { |x| eval("next") ; p x }; end; c5
def a3; eval("return 5", binding); 6; end; p((a3 rescue $!.class))
def a4; b = binding; eval("return 7", b); 8; end; p((a4 rescue $!.class))
def c3; eval("[1].each { |x| return x + 21 }", binding); 0; end; p((c3 rescue $!.class))
