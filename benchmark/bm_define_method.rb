# bm_define_method.rb - methods made by define_method (0, 1 and 2
# arguments) and calls that go through method_missing
class Dyn
  define_method(:zero) { 1 }
  define_method(:one) { |a| a + 1 }
  define_method(:two) { |a, b| a + b }
  [:p1, :p2, :p3].each_with_index { |m, k| define_method(m) { k } }
  def method_missing(name, *args)
    name == :ghost ? args[0] : super
  end
end
o = Dyn.new
n = 0
i = 0
while i < 300_000
  n += o.zero + o.one(i & 7) + o.two(1, 2) + o.p3
  n += o.ghost(2)
  i += 1
end
p n
