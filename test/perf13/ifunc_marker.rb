# a yield to a C function's block (collect_i under Range#each, and the
# like) gives its level's marker back when nothing captured it: closures,
# bindings, threads and enumerators made under such yields keep their
# variables, and the results stay right across collections
x = 1
words = %w[a b c d]
data = (1..5000).map { x = (x * 1103515245 + 12345) % 2147483648; words[x % 4] }
p data.size, data.uniq.sort, x
procs = (1..50).map { |i| j = i * 2; lambda { i + j } }
GC.start
junk = (1..20000).map { |k| k.to_s }
p procs.map { |pr| pr.call }.inject(0) { |s, v| s + v }
binds = (1..5).map { |i| k = -i; binding }
GC.start
p binds.map { |b| eval("[i, k]", b) }
p (1..4).map { |i| Thread.new { i * 10 } }.map { |t| t.value }
p [3, 1, 2].each_with_index.map { |v, i| v * i } rescue p $!.class
p (1..6).inject { |s, v| s * v }
p (1..3).zip(4..6).map { |a, b| a * b }
p %w[x yy zzz].map(&:size) rescue p $!.class
h = {}
(1..10).each_slice(3) { |sl| h[sl.first] = sl.map { |v| lambda { v } } }
GC.start
p h.keys.sort, h[7].map { |l| l.call }
sorted = (1..30).sort_by { |v| -v }
p sorted.first(3)
acc = []
(1..3).each_with_index { |v, i| (1..2).map { |w| acc << [v, i, w] } }
p acc.size, acc.last
# a C iterator's block that raises, then one that breaks
begin; (1..10).map { |v| raise "stop" if v == 5; v }; rescue => e; p e.message; end
p((1..10).map { |v| break v * 100 if v == 4; v })
p (1..3).map { |v| (1..v).map { |w| w } }
