# bm_so_nested_loop.rb - six nested Integer#times loops
n = 14
x = 0
n.times { n.times { n.times { n.times { n.times { n.times { x += 1 } } } } } }
p x
