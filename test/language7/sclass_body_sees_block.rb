# a `class << obj` body inside a method runs in a copy of the method's frame
# (1.8.7): yield, block_given? and Proc.new there see the method's block,
# and a super there calls the method's super for the method's receiver
def f
  class << self
    [block_given?, iterator?, yield(1), [2].map { |x| yield x }, Proc.new.call(3)]
  end
end
p f { |x| x * 10 }
def g
  class << self; block_given?; end
end
p g
class A; def h; [:A_h, self.class]; end; end
class B < A
  def h
    class << self; super; end
  end
end
p B.new.h
def k
  class << self; super; end
end
begin
  k
rescue NoMethodError => e
  puts e.message
end
