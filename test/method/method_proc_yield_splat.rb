# a Method turned into a block by & and yielded a splatted Array: `yield *[[1, 2]]`
# gives the method one argument [1, 2] (`yield [1, 2]` gives two), as 1.8.7;
# Proc#call of the same proc spreads as given
def m1(*a); a; end
m = method(:m1)
def y1; yield *[[1,2]]; end
def y2; yield *[[1]]; end
def y3; yield *[[[1,2]]]; end
def y4; yield *[1]; end
def y5; yield *[[]]; end
def y6; yield *[nil]; end
def y7; yield *[[1,2,3]]; end
def y8; yield *[]; end
def y9; yield *[[1,2],3]; end
def y10; x = [[1,2]]; yield *x; end
[:y1,:y2,:y3,:y4,:y5,:y6,:y7,:y8,:y9,:y10].each {|y| p [y, send(y, &m)] }
pr = m.to_proc
p pr.call(*[[1,2]]), pr.call([1,2]), pr.call([[1,2]]), pr[*[[1]]]
