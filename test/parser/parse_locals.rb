# An identifier is a local once an assignment to it was parsed; blocks see
# outer locals, and variables first assigned in a block stay in the block
def foo(*a) "method foo#{a.inspect}" end
p foo
foo = 10
p foo
p foo [1]
p foo(1)
def x(*a) a.empty? ? 100 : a end
p x -1
x = 5
p x -1
p x - 1
if false
  never = 1
end
p never
[1, 2].each { |blk_var| inner = blk_var }
p defined?(inner), defined?(blk_var)
outer = 0
[1, 2, 3].each { |v| outer += v }
p outer
[[1, 2]].each { |outer, second| }
p outer
1.times do
  made = :in_block
  1.times { made = :nested }
  p made
end
z = 1
pr = lambda { z += 1 }
pr.call; pr.call
p z
p eval("z + 1")
eval("w = 7")
p defined?(w)
p eval("w = 8; w")
b = binding
eval("bv = 3", b)
p eval("bv", b)
for fv in [4, 5]; end
p fv
