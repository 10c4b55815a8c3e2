# 1.8.7 hands back the receiver itself: String#partition / #rpartition when
# the separator is not found, Array#flatten(0)
s = "abc"
p s.partition("x")[0].equal?(s), s.partition(/x/)[0].equal?(s), s.partition(//)[0].equal?(s)
p s.rpartition("x")[2].equal?(s), s.rpartition(/x/)[2].equal?(s)
p s.partition("b")[0].equal?(s), s.rpartition("").map { |x| x.equal?(s) }
f = "q".freeze
p f.partition("z")[0].frozen?, f.partition("q")[0].frozen?
a = [1, [2, [3]]]
p a.flatten(0).equal?(a), a.flatten(1).equal?(a), a.flatten(-1)
class MA < Array; end
m = MA[1, [2]]
p m.flatten(0).equal?(m), m.flatten(0).class
b = [1, [2]].freeze
p b.flatten(0).equal?(b), b.flatten!(0)
