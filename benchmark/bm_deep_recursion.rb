# bm_deep_recursion.rb - deep recursion with several arguments and a default, blocks passed down
def walk(d, acc = 0, &blk)
  return blk.call(acc) if d == 0
  walk(d - 1, acc + d, &blk)
end
def depth(n) n == 0 ? 0 : 1 + depth(n - 1) end
n = 0
2_000.times { n += walk(500) { |x| x } }
200.times { n += depth(1000) }
p n
