def r1; return [*[]]; end; p r1
def r2; return *[]; end; p r2
def r3; return *[1]; end; p r3
def r4; return *nil; end; p r4
def r5; return *[1,2]; end; p r5
def r6; return 1, *[2]; end; p r6
p(loop { break *nil })
p(loop { break *[] })
p(loop { break *[1] })
p(loop { break *[1,2] })
p(loop { break *[nil] })
p(loop { break *[[]] })
p [1].map { next *nil }
p [1].map { next *[] }
p [1].map { next *[1] }
p [1].map { next *[1,2] }
p [1].map { next *[[]] }
x = *nil; p x
x = *[]; p x
x = *[1]; p x
x = *[nil]; p x
x = *[[1]]; p x
def r7; return *[[1]]; end; p r7
def r8; return [1], *[2]; end; p r8
def r9; return *"a"; end; p r9
p((lambda { return *[] }).call)
p((lambda { return *[3] }).call)
p [1,2].each { |x| break *[x, x] }
def y1; yield; end
p y1 { next *[] }
p y1 { next *[4, 5] }
p(while true; break *[6]; end)
p(while true; break *[]; end)
