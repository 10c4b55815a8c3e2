# bm_so_binary_trees.rb - allocate and walk many short-lived binary trees
def bottom_up(depth)
  return [nil, nil] if depth == 0
  d = depth - 1
  [bottom_up(d), bottom_up(d)]
end
def check(t)
  l, r = t
  l ? 1 + check(l) + check(r) : 1
end
max_depth = 14
long_lived = bottom_up(max_depth)
total = 0
4.step(max_depth, 2) do |depth|
  iters = 2 ** (max_depth - depth + 4)
  iters.times { total += check(bottom_up(depth)) }
end
p total, check(long_lived)
