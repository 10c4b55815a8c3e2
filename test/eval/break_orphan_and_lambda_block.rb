# break in a proc whose home is gone, and in a lambda passed as a block
# (&l): LocalJumpError "break from proc-closure", raised from the iterator's
# frame; break in a lambda run by call leaves the lambda.
def mk; proc { |*a| break :broke }; end
b = mk
%w(max each map sort inject).each do |m|
  begin
    p [3, 1].__send__(m, &b)
  rescue Exception => e
    p [m, e.class, e.message]
  end
end
l = lambda { |x| break x * 2 }
p l.call(4)
p [1, 2].map(&l) rescue p $!
def t; [1, 2].each(&lambda { |x| break :inner }); :after; end
begin; p t; rescue LocalJumpError => e; p [e.message, e.backtrace]; end
l2 = lambda { |*x| [1,2].each { |y| break y }; :done }
p l2.call
pr = Proc.new { |*x| break :pn }
p((pr.call rescue [$!.class, $!.message]))
p [1].each(&pr) rescue p [$!.class, $!.message]
def yl; yield; end
p yl(&l2)
b = mk
begin; b.call; rescue Exception => e; p [e.class, e.message, e.backtrace]; end
def it; yield; end
begin; it(&b); rescue Exception => e; p [e.class, e.message, e.backtrace]; end
def t2; [1,2].each { |x| [3].each { break :in } ; return x }; end
p t2
p [1,2].each { |x| break x * 5 }
l = lambda { [1].each { break 3 } }
p l.call
