# A method's locals live on the C stack until a closure captures them; from
# then on the method and its closures share one set of slots.
def shared
  x = 1
  inc = proc { x += 1 }
  inc.call
  x += 10
  inc.call
  [x, inc.call]
end
p shared

def two_closures
  v = 0
  a = lambda { v += 1 }
  b = lambda { v * 100 }
  a.call; a.call
  [b.call, v]
end
p two_closures

def with_binding
  a = 1
  b = binding
  eval("z = 5", b)
  a += 1
  [a, eval("a", b), eval("z", b), eval("a = 40; z + a", b), a]
end
p with_binding

def eval_new_local
  eval("w = 3")
  q = 4
  pr = proc { q + 1 }
  [eval("w"), pr.call]
end
p eval_new_local

def default_closure(x, a = lambda { x })
  x = 9
  a.call
end
p default_closure(1)

def escaping
  x = 1
  $p = proc { x += 1 }
  raise "boom"
end
begin
  escaping
rescue => e
  p e.message
end
p $p.call, $p.call

def block_arg(&b)
  y = 7
  c = proc { y + b.call }
  y = 8
  c
end
p block_arg { 100 }.call

def deep(n, acc)
  return acc if n == 0
  deep(n - 1, acc + [lambda { n }])
end
p deep(5, []).map { |l| l.call }

def counter
  count = 0
  [lambda { count += 1 }, lambda { count }]
end
i, g = counter
3.times { i.call }
GC.start
p g.call
def yielder
  s = 0
  [1, 2, 3].each { |k| s += k }
  s
end
p yielder
