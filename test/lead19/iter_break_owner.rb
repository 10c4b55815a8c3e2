# a C block function breaking (first, take_while, all?, find over an
# Enumerator of another iterator) leaves the iterator that yields to it, so
# the Enumerator's own iterator (detect(ifnone), sort_by) ends as well
p [1,2].detect(1).first
p [1,2].detect(1).take_while{false}
p [1,2].detect(1).all?{false}
p [1,2].detect(1).sort_by.any?
p({:x=>[1,2]}.find(2).take_while.all?)
p [1,2].detect(1).sort_by.each{true}
p [3,4,5].each_slice(2).first
p (1..10).each_cons(3).take_while { |a| a[0] < 4 }
p [1,2,3].each_with_index.detect { |x, i| i == 1 }
p [5,6].map.all? { |x| x > 5 }
p({1=>2, 3=>4}.each.first)
p "ab\ncd".each_line.first
