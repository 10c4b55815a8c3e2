# A thread waiting in IO.select keeps waiting on all its descriptors when
# another thread's descriptor becomes ready first.
r1, w1 = IO.pipe
r2, w2 = IO.pipe
t = Thread.new { r1.sysread(1); w2.syswrite "b" }
w1.syswrite "a"
rs, = IO.select([r2], nil, nil, 5)
p rs == [r2]
p r2.sysread(1)
t.join
