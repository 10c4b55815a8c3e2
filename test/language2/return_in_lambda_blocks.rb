# a return in a block inside a lambda skips the lambda (1.8.7): it leaves the
# lambda's home method, or is unexpected at the top level
def m1; lambda { Proc.new { return 22 }.call; 23 }.call; 24; end
p m1
def m2; lambda { [1].each { return 25 }; 26 }.call; 27; end
p m2
def m3; lambda { lambda { [1].each { return 29 } }.call; 30 }.call; 31; end
p m3
def m4; l = lambda { return 32 }; [1].each { l.call }; 33; end
p m4
p lambda { lambda { return 20 }.call; 21 }.call
p lambda { eval("return 34"); 35 }.call
def m5; pr = Proc.new { return 1 }; lambda { pr.call }.call; 2; end
p m5
begin
  lambda { [1].each { return 3 }; 4 }.call
rescue LocalJumpError => e
  p e.message, e.reason, e.exit_value
end
def y; yield; end
begin
  lambda { y { return 5 }; 6 }.call
rescue LocalJumpError => e
  p e.message
end
# a return in a thread cannot reach a method of another thread
def m6; Thread.new { return 9 }.join; end
p((m6 rescue $!))
Thread.new { def mm; return 3; end; p mm; p lambda { return 4 }.call }.join
