# bm_eval_instance_class.rb - instance_eval and class_eval of strings
class Box
  def initialize(v) @v = v end
end
b = Box.new(3)
n = 0
i = 0
while i < 150_000
  n += b.instance_eval("@v + 1")
  Box.class_eval("def get; @v; end") if i % 100 == 0
  n += Box.class_eval("1")
  i += 1
end
p n, b.get
