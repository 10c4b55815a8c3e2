# an eval whose parse fails keeps the locals its parse made in the running
# scope (nil), as 1.8.7: not the variables of a block, def or class body in it
b = binding
begin; eval("qq = 1; )", b); rescue SyntaxError; end
p local_variables
def m; binding; end
mb = m
begin; eval("pp2 = 1; )", mb); rescue SyntaxError; end
p eval("local_variables", mb)
begin; eval("a1 = 1; def x; a2 = 1; end; )"); rescue SyntaxError; end
p local_variables
begin; eval("a3 = 1; [1].each { a4 = 1 }; )"); rescue SyntaxError; end
p local_variables
eval("a5 = 1; a6 = 2") ; p local_variables
begin; eval("a7 = 5; raise 'x'"); rescue; end; p local_variables
begin; eval("a8 = 1; class Foo; a9 = 1; end; )"); rescue SyntaxError; end
p local_variables
begin; eval("b1 = 1\n)\nb2 = 2"); rescue SyntaxError; end
p local_variables
begin; eval("b3, b4 = 1; b5 += 1; b6 ||= 2; )"); rescue SyntaxError; end
p local_variables
begin; eval("b7 = 1 }"); rescue SyntaxError; end
p local_variables
begin; eval("x, *b8 = 1 ]"); rescue SyntaxError; end
p local_variables
begin; Object.new.instance_eval("b9 = 1; )"); rescue SyntaxError; end
p local_variables
p eval("[qq, a1, b8]")
1.times do
  begin; eval("yy = 1; )"); rescue SyntaxError; end
  p local_variables
  p((eval("yy") rescue $!))
  begin; eval("[1].each { |ww| }; )"); rescue SyntaxError; end
  p local_variables
  begin; eval("BEGIN|vv,|"); rescue SyntaxError; end
  p local_variables
  begin; eval("if false\nuu = 1\nend"); rescue SyntaxError; end
  p local_variables
  begin; eval("if false\nBEGIN|tt,|\nend"); rescue SyntaxError; end
  p local_variables
end
def m
  begin; eval("ss = 1; )"); rescue SyntaxError; end
  p local_variables
end
m
