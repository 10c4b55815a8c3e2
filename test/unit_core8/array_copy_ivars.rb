# sort, reverse, uniq, compact, shuffle and reject start from a copy of the
# receiver that keeps its instance variables and class (no initialize_copy);
# flatten, transpose, map... do not
class MyA < Array
  attr_accessor :tag
end
a = MyA[3, 1, 2]; a.tag = "orig"; a.taint
%w(sort reverse uniq compact reject flatten dup).each do |m|
  r = m == "reject" ? a.reject { false } : a.send(m)
  p [m, r.class, r.instance_variables, r.tainted?]
end
x = MyA[[1], [2]]; x.tag = "t"
p x.transpose.instance_variables
p a.shuffle.instance_variables
s = [3, 1]; s.instance_variable_set(:@q, 1)
p s.sort.instance_variables, s.reverse.instance_variables, s.uniq.instance_variables
p [*s].instance_variables, s.map { |v| v }.instance_variables, (s + []).instance_variables
