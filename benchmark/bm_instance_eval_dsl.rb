# bm_instance_eval_dsl.rb - instance_eval / class_eval with blocks, define_method, a small DSL with method_missing
class Builder
  def initialize; @h = {} end
  def method_missing(name, *args) @h[name] = args.first; self end
  def result; @h end
end
n = 0
50_000.times do |i|
  b = Builder.new
  b.instance_eval { name "x"; size i; color :red }
  n += b.result.size
  n += b.instance_eval { @h[:size] }
end
class Foo; end
2_000.times { |i| Foo.class_eval { define_method("m#{i % 10}") { i } } }
n += Foo.new.m3
p n
