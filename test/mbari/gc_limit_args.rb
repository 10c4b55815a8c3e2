# GC.limit= with every kind of argument (MBARI 8): a negative number leaves
# the limit alone and is still the assignment's value; Floats truncate;
# a Bignum past long and non-numbers raise; $SAFE 2 refuses after converting
GC.limit = 16_000_000
[1.5, -1, -2**40, -0.5, -1.5, 0, 2**40, nil, 2**70, "10"].each do |v|
  begin
    r = (GC.limit = v)
    p [v, r, GC.limit]
  rescue Exception => e
    p [v, e.class, e.message]
  end
end
GC.limit = 16_000_000
Thread.new do
  $SAFE = 2
  [-1, "x", 100].each do |v|
    begin; GC.limit = v; rescue Exception => e; p [v, e.class, e.message]; end
  end
end.join
p GC.limit
