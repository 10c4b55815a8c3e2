# ObjectSpace.each_object meets the newest objects first, as 1.8.7 hands
# out its heap from the top down
class Foo; def initialize(n); @n = n; end; attr_reader :n; end
a = (1..5).map { |i| Foo.new(i) }
r = []; ObjectSpace.each_object(Foo) { |o| r << o.n }; p r
b = (6..8).map { |i| Foo.new(i) }
r = []; ObjectSpace.each_object(Foo) { |o| r << o.n }; p r
class Bar; end; class Baz < Bar; end
x = Bar.new; y = Baz.new; z = Bar.new
r = []; ObjectSpace.each_object(Bar) { |o| r << [o.class, o.equal?(x), o.equal?(z)] }; p r
class A; end; class B; end; module M; end; class C < A; end
p ObjectSpace.each_object(Class).select { |k| [A, B, C].include?(k) }
p ObjectSpace.each_object(Module).select { |k| [A, B, C, M].include?(k) }
