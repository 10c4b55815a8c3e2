# bm_alloc.rb - object allocation under GC: short-lived objects, a few kept
class Node
  def initialize(v, nxt) @v = v; @next = nxt end
end
keep = nil
i = 0
while i < 400_000
  n = Node.new(i, nil)
  keep = Node.new(i, keep) if i % 1000 == 0
  s = "x" * 10
  a = [i, s]
  i += 1
end
count = 0
while keep
  count += 1
  keep = keep.instance_variable_get(:@next)
end
p count
