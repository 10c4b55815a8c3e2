def f(a=1,
      p = proc)
  p.call
end

p f { 1 }
def g
  x = proc
  x.call
end
p g { 2 }
def h(p =
  proc)
 p.call
end
p h { 3 }
def r(a = raise(
  "x"))
end
begin
  r
rescue => e
  p e.backtrace[0]
end
