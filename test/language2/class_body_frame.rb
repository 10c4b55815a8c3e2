# a class body runs in a copy of the enclosing frame: backtraces, __method__, return
def m
  class << self
    p __method__
    p caller(0)
    return 5
  end
  6
end
p m
class A
  p __method__, caller(0)
  def self.x; caller(0); end
  p x
end
def k
  class << self
    raise "x"
  end
end
begin; k; rescue => e; p e.backtrace; end
