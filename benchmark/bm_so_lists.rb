# bm_so_lists.rb - Array push/shift/pop/reverse on 10,000-element lists
SIZE = 10_000
def test_lists
  l1 = (1..SIZE).to_a
  l2 = l1.dup
  l3 = []
  l3.push(l2.shift) while !l2.empty?
  l2.push(l3.pop) while !l3.empty?
  l1.reverse!
  return 0 if l1[0] != SIZE
  l1 == l2 ? 0 : l1.size
end
r = 0
300.times { r += test_lists }
p r
