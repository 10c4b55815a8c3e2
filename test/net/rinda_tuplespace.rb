# Rinda::TupleSpace in one process: write, read, read_all, take (waiting
# and expired), notify, templates, hash tuples, expiring entries.
require 'rinda/tuplespace'
ts = Rinda::TupleSpace.new
ts.write([:a, 1])
ts.write([:a, 2])
ts.write(["s", "x"])
p ts.read([:a, nil]), ts.read_all([:a, nil]).sort_by {|x| x[1] }, ts.read_all([nil, nil]).size
p ts.take([:a, 2]), ts.read_all([:a, Integer])
p((ts.take([:b, nil], 0) rescue $!.class))
th = Thread.new { ts.take([:later, nil]) }
sleep 0.1
ts.write([:later, 5])
p th.value
n = ts.notify('write', [:ev, nil])
ts.write([:ev, 1])
p n.pop
t = Rinda::Template.new([nil, /x/, 1..3])
p t.match([1, "axb", 2]), t.match([1, "ab", 2]), t === [1, "x", 9]
h = Rinda::Tuple.new("k" => 1)
p h["k"], h.size
p((Rinda::Tuple.new(1 => 2) rescue $!.class))
e = ts.write([:exp, 1], 0)
p e.alive?, ts.read_all([:exp, nil])
