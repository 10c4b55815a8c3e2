# retry in a define_method body (called plainly, through Method, or from a
# method with rescue) is LocalJumpError "retry from proc-closure"; in a block
# or begin/rescue inside it, retry restarts as usual
class A
  define_method(:a) { n = 0; [1].each { |x| n += 1; retry if n < 3 }; n }
  define_method(:b) { n = 0; begin; n += 1; raise "x" if n < 3; rescue; retry; end; n }
  define_method(:c) { |&blk| blk.call }
  define_method(:d) { retry }
end
p A.new.a, A.new.b
$q = 0
p((A.new.c { $q += 1; retry if $q < 3; $q } rescue [$!.class, $!.message]))
begin; A.new.d; rescue LocalJumpError => e; p e.reason, e.exit_value, e.message; end
m = A.new.method(:d)
p((m.call rescue $!.message))
um = A.instance_method(:d).bind(A.new)
p((um.to_proc.call rescue $!.message))
class B; define_method(:e, A.instance_method(:d)) rescue p $!; end
o = Object.new
def o.f; yield; end
$q = 0
p o.f { $q += 1; retry if $q < 3; $q }
def outer
  A.new.d
rescue Exception => e
  p [:outer, e.class, e.message]
end
outer
