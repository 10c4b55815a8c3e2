# values yielded to |a, b| blocks by C iterators (sort, inject, each_pair,
# each_with_index, Struct#each_pair): each parameter gets its value, extra
# parameters nil, extra values dropped; splats and single parameters still
# see an Array of their own
p [3, 1, 2].sort { |a, b| b <=> a }
p [1, 2, 3].inject { |s, x| s + x }
{1 => 2}.each_pair { |k, v| p [k, v] }
[5, 6].each_with_index { |x, i| p [x, i] }
p [3, 1].sort { |*a| p a; a[1] <=> a[0] }
p [3, 1].sort { |a, *r| p r; a <=> r[0] }
[2, 1].sort { |a, b, c| p [a, b, c]; a <=> b }
{1 => 2}.each_pair { |k| p k }
{1 => 2}.each_pair { |k, (x, y)| p [k, x, y] }
kept = []
[4, 3].sort { |a, b| kept << lambda { [a, b] }; a <=> b }
p kept.map { |l| l.call }
S = Struct.new(:x, :y)
S.new(1, 2).each_pair { |name, val| p [name, val] }
ary = nil
{3 => 4}.each { |k, v| ary = binding }
p eval("[k, v]", ary)
# a block raising and breaking out
p((begin; [1, 2].sort { |a, b| raise "in #{a} #{b}" }; rescue => e; e.message; end))
p [1, 2, 3].each_with_index { |x, i| break x * 10 if i == 1 }
# GC while the values are in use
p [5, 4, 3, 2, 1].sort { |a, b| GC.start; a <=> b }
