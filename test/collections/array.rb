# Array: construction, indexing, splice assignment, iteration, set
# operations, sorting, conversion and the 1.8.7 additions.
require "helper"

a = %w(a b c d e)
show("new(2) block") { Array.new(2) { |i| i * 10 } }
show("[] range") { a[1..2] }
show("[] start,len past") { a[5, 2] }
show("values_at") { a.values_at(0, 2, 10, 1..2) }
show("[]= splice") { b = a.dup; b[1, 3] = 9; b }
show("[]= nil deletes") { b = a.dup; b[0, 2] = nil; b }
show("[]= -9") { b = a.dup; b[-9] = 1 }
show("insert") { [1, 2].insert(1, :x, :y) }
show("fill range") { [1, 2, 3, 4].fill(0, 1..2) }
show("fill block") { Array.new(4).fill { |i| i * i } }
show("fill start len") { [1, 2, 3].fill(:z, 1, 5) }
show("index block") { [5, 6, 7].index { |x| x > 5 } }
show("rindex") { [1, 2, 1].rindex(1) }
show("assoc") { [[1, :a], [2, :b]].assoc(2) }
show("rassoc") { [[1, :a], [2, :b]].rassoc(:a) }
show("zip") { [1, 2].zip([3, 4], [5]) }
show("transpose") { [[1, 2], [3, 4]].transpose }
show("transpose bad") { [[1, 2], [3]].transpose }
show("<=>") { [1, 2, 3] <=> [1, 2] }
show("* str") { [1, 2] * "+" }
show("- & |") { [[1, 2, 3] - [2], [1, 2] & [2, 3], [1, 2] | [2, 3]] }
show("uniq") { [1, 1, "a", "a", 2.0, 2] .uniq }
show("flatten") { [1, [2, [3, [4]]]].flatten(1) }
show("compact") { [nil, 1, nil].compact }
show("sort block") { [3, 1, 2].sort { |x, y| y <=> x } }
show("sort strings") { %w(pear Apple fig).sort }
show("sort_by") { %w(ccc a bb).sort_by { |s| s.size } }
show("reverse_each") { r = []; [1, 2, 3].reverse_each { |x| r << x }; r }
show("each_with_index") { r = []; %w(x y).each_with_index { |x, i| r << "#{i}#{x}" }; r }
show("inject") { [1, 2, 3].inject { |s, x| s + x } }
show("take drop") { [[1, 2, 3].take(2), [1, 2, 3].drop(2)] }
show("take_while") { [1, 2, 3, 1].take_while { |x| x < 3 } }
show("drop_while") { [1, 2, 3, 1].drop_while { |x| x < 3 } }
show("cycle") { r = []; [1, 2].cycle(2) { |x| r << x }; r }
show("count") { [1, 2, 1].count(1) }
show("nitems") { [1, nil, 2].nitems }
show("first last") { [[1, 2, 3].first(2), [1, 2, 3].last(2)] }
show("pop shift n") { b = [1, 2, 3, 4]; [b.pop(2), b.shift, b] }
show("slice!") { b = [1, 2, 3, 4]; [b.slice!(1, 2), b] }
show("delete_at") { b = [1, 2, 3]; [b.delete_at(-1), b] }
show("delete") { [1, 2, 1].delete(1) }
show("combination") { [1, 2, 3].combination(2).to_a }
show("permutation") { [1, 2].permutation.to_a }
show("product") { [1, 2].product([3]) }
show("to_s") { [1, [2, "x"], nil].to_s }
show("inspect") { [1, "a", :b, nil, 2.5].inspect }
show("join nested") { [1, [2, [3]]].join(",") }
show("hash eq") { [1, "a"].hash == [1, "a"].hash }
show("eql?") { [1].eql?([1.0]) }
show("frozen") { [1].freeze << 2 }
show("fetch") { [1].fetch(5) }
show("select enum") { [1, 2].select.class }
show("map no block") { [1, 2].map }
show("recursive") { r = [1]; r << r; r.inspect }
show("flatten recursive") { r = [1]; r << r; r.flatten }
show("first neg") { [1].first(-1) }
show("Array[]") { Array[1, 2] }
