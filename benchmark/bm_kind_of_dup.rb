# bm_kind_of_dup.rb - is_a?, kind_of?, instance_of?, ===, respond_to?, dup, clone, freeze, equal?, hash, eql?
class A; end; class B < A; end
objs = [1, "s", :s, 2.0, [1], { 1 => 2 }, A.new, B.new, nil, 3 ** 40]
n = 0
60_000.times do
  objs.each do |o|
    n += 1 if o.is_a?(A)
    n += 1 if o.kind_of?(Numeric)
    n += 1 if Integer === o
    n += 1 if o.instance_of?(String)
    n += 1 if o.respond_to?(:each)
    n += o.hash & 1
    n += 1 if o.eql?(o)
  end
  n += "abc".dup.size + [1, 2].clone.size + "x".freeze.size
end
p n
