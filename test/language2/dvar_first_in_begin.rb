# a block's first local assigned inside begin (or a loop, catch, eval) keeps its value
# in rescue/ensure and after: the jump back must not drop it (1.8.7)
1.times { begin; x = 5; lambda { }; raise "x"; rescue; p x; end }
1.times { x = 4; begin; lambda { }; raise "x"; rescue; p x; end }
1.times { begin; x = 6; lambda { }; ensure; p x; end }
1.times { begin; x = 7; proc { }; raise "x"; rescue; p x; end; p x }
1.times { begin; x = 8; raise "x"; rescue; p x; end }
1.times { begin; x = 9; binding; raise "x"; rescue; p x; end }
1.times { begin; x = 10; lambda { }; y = 11; raise "x"; rescue; p [x, y]; end }
1.times { begin; x = 12; lambda { x }; x = 13; raise "x"; rescue; p x; end }
1.times { x = catch(:t) { z = 14; lambda {}; throw :t, z }; p x }
1.times { begin; x = 15; callcc { |c| }; raise "x"; rescue; p x; end }
1.times { while true; q = 16; break; end; p q }
1.times { [1].each { |i| begin; w = 17; raise "e"; rescue; p w; end } }
def mm; [1].each { begin; v = 18; yield; rescue; p v; end }; end
mm { raise "y" }
eval("begin; yy = 19; raise 'q'; rescue; p yy; end")
1.times { eval("begin; zz = 20; raise 'q'; rescue; p zz; end") }
1.times { begin; a1 = 21; begin; a2 = 22; raise "in"; ensure; p [a1, a2]; end; rescue; p [a1, a2]; end }
1.times { pr = lambda { raise "pr" }; begin; x1 = 23; pr.call; rescue; p x1; end }
1.times { x3 = catch(:t) { z3 = 24; throw :t, 1 }; p [x3, (z3 rescue :none)] } rescue p $!
1.times { begin; raise "a"; rescue; b4 = 25; end; p b4 }
3.times { |i| begin; c5 = i; raise "x" if i == 1; rescue; p c5; end }
