# the line of an error in an expression over several lines: a binary
# operator is at the line it ends on, x[i] op= v calls [] at the index's
# line and op at the value's, a multiple assignment's a.b= at a.b's line
def t; yield; rescue => e; p e.backtrace[0]; end
t { 1 +
  nil }
t { x = 1 /
  0 }
t { "a" "b" +
  1 }
t { nil ==
  1; nil.x }
t { x = [nil]
  x[0] +=
  1 }
t { x = nil; x[0] +=
  1 }
t { x = {}; x[
  :a] +=
  1 }
t { x = nil; x.a,
  b = 1, 2 }
t { x = nil; b, x.a = 1,
  2 }
t { raise "a" +
  "b" }
t { Integer(
  "z"
  ) }
t { 1 <
  nil }
t { x = 5; x -=
  nil }
t { nil.x ||
  2 }
