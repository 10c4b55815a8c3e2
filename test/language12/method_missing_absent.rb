# no method_missing to call: an undefined one, or super from a redefined
# Kernel#method_missing; the first argument names the missing method
def t; yield; rescue Exception => e; puts "#{e.class}: #{e.message.gsub(/0x[0-9a-f]+/,'X')}"; p((e.args rescue :noargs), (e.name rescue :noname)); end
class Foo; undef_method :method_missing; end
t { Foo.new.bar }
t { Foo.new.bar(1, 2) }
t { Foo.new.instance_eval { bar } }
t { Foo.new.instance_eval { bar 1, 2 } }
class Bar < Foo; def x; super; end; end
t { Bar.new.x }
t { Foo.new.send(:method_missing, :q) }
module Kernel; def method_missing(n, *a) super end end
t { zz0 }
t { self.zz0b }
t { zz1 1 }
t { nil.zz3(1, 2, 3) }
t { method_missing(:x) }
t { method_missing("str") }
