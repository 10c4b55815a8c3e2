# defined? of an attribute/index assignment checks receiver, writer and arguments
a = [1]
p defined?(a[0] = 1), defined?(a.b = 1), defined?(a.size = 1)
n = 1
p defined?(n[0] = 1), defined?(@none.y = 1)
class K; def x=(v); end; private; def y=(v); end; end
k = K.new
p defined?(k.x = 1), defined?(k.y = 1), defined?(zz.x = 1), defined?(self.y = 1)
p defined?(k.x += 1), defined?(k.x ||= 1)
class K; def t; [defined?(self.y = 1), defined?(self.x = 1), defined?(self.q = 1)]; end; end
p K.new.t
p defined?(Zork.x = 1), defined?(String.x = 1)
p defined?(a[zz] = 1), defined?(a[0] = zz), defined?(a[1, 2] = 3)
p k.x = 5
