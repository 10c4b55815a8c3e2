# a method whose rescue goes deeper again at $SAFE 4 (a mutation fuzzer
# finding: the SystemStackError could not get its backtrace at $SAFE 4, the
# SecurityError raised instead overflowed again while being made, and so on
# until the C stack ran out).  Bounded here: after 20 rescues it re-raises.
# MRI 1.8.7 itself dies of a segfault here (exit 139): this expected output
# was written by hand (the overflow ends as a SystemStackError rescued).
HITS = [].taint
def again(n)
  again(n + 1)
rescue Exception
  HITS << 1
  raise if HITS.size > 20
  again(n + 1)
end
r = proc { $SAFE = 4; begin; again(0); rescue Exception => e; [e.class, e.message]; end }.call
p r, HITS.size > 20
