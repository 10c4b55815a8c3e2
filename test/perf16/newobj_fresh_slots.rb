# rb_newobj's free-list path hands out zeroed slots: objects made in slots
# that held others (ivars, elements, bytes) show none of them, with and
# without GC.stress (its own path)
require "helper"
class Bag; end
def churn
  3000.times { |i| b = Bag.new; b.instance_variable_set(:@v, i); [i, i, i]; "s#{i}" * 3; { i => i } }
end
def fresh
  bs = (1..3000).map { Bag.new }
  as = (1..3000).map { Array.new }
  hs = (1..3000).map { Hash.new }
  ss = (1..3000).map { String.new }
  [bs.all? { |b| b.instance_variables.empty? }, as.all? { |a| a.empty? && a.size == 0 },
   hs.all? { |h| h.empty? && h.default.nil? }, ss.all? { |s| s.empty? && !s.frozen? && !s.tainted? }]
end
churn; GC.start
show("after GC") { fresh }
churn
show("without GC") { fresh }
GC.stress = true
show("GC.stress") { r = (1..200).map { |i| Bag.new.instance_variables.size + [i].size }.uniq; GC.stress = false; r }
