# a ternary over several lines is at its condition's line (line events, errors)
set_trace_func proc { |e, f, l, *r| p l if e == 'line' }
x = 1
t = x ?
 1 :
 2
x ?
 1 :
 2
t = (x ?
 1 : 2)
set_trace_func nil
def t; yield; rescue => e; p e.backtrace[0]; end
t { nil.foo ?
  1 :
  2 }
t { (1 + 1 == 2) ?
  nil.bar :
  2 }
