# bm_method_missing.rb - method_missing dispatch: a proxy forwarding
# unknown calls with arguments, and a dynamic getter
class Target; def add(a, b) a + b end; def one; 1 end; end
class Proxy
  def initialize(t) @t = t end
  def method_missing(name, *args, &blk) @t.__send__(name, *args, &blk) end
end
class Dyn
  def method_missing(name, *args)
    name == :answer ? 42 : super
  end
end
pr = Proxy.new(Target.new)
d = Dyn.new
n = 0
i = 0
while i < 600_000
  n += pr.add(i, 1) + pr.one + d.answer
  i += 1
end
p n
