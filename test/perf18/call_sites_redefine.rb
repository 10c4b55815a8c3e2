# the same call sites (2+ arguments, Class#new) reused in a loop while
# methods are redefined, removed, undefined, aliased, made private,
# included, extended and given singleton versions
class Foo
  def initialize(a, b) @v = [a, b] end
  def m(a, b) [:m1, a, b] end
  attr_reader :v
end
module Mix; def m(a, b) [:mix, a, b] end end
f = Foo.new(0, 0)
7.times do |i|
  r = [lambda { Foo.new(i, 1).v }, lambda { f.m(i, 2) }, lambda { Array.new(2, i) }].map do |l|
    begin
      l.call
    rescue NoMethodError, NameError, ArgumentError => e
      "#{e.class}: #{e.message.sub(/ for #<.*/, '')}"
    end
  end
  p [i, r]
  case i
  when 0 then class Foo; def m(a, b) [:m2, a, b] end end
  when 1 then class Foo; def initialize(a, b) @v = [:init2, a] end end
  when 2 then class Foo; private :m end
  when 3 then class Foo; public :m; alias_method :m, :v end
  when 4 then class Foo; remove_method :m end; Foo.send(:include, Mix)
  when 5 then def f.m(a, b) [:single, a, b] end; class Array; def initialize(a, b) super(a + 1, b) end end
  end
end
class Foo; undef_method :m end
p((f.m(1, 2) rescue $!.class))
o = Object.new
def o.method_missing(n, *a) [:mm, n, a] end
3.times { |i| p o.zork(i, 2, 3) }
class << o; def zork(a, b, c) [:now, a] end end
p o.zork(1, 2, 3)
p o.respond_to?(:zork)
