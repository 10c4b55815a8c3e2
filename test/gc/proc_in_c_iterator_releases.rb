# A Proc made inside the block of a C iterator (Range#map goes through
# Enumerable's C block) keeps the frames below it for its backtraces, but
# not the iterator's data: map's result is freed once dropped
$procs = []
def keep(n); $procs << proc { n }; end
20.times do |k|
  res = (1..10).map { |i| keep(i); "x" * 100_000 }
  res = nil
end
{1 => 2}.each_with_index { |pair, i| keep(i) }
GC.start
big = 0
ObjectSpace.each_object(String) { |s| big += 1 if s.size == 100_000 }
p big < 50
p $procs.size, $procs.last.call
