# -d: an error out of a string eval is raised again by the eval at its
# call, so it is reported twice (a syntax error first where the parser is)
$stdout.sync = true
begin; eval("raise %q(x)"); rescue; end
def m; eval("1 +", nil, "f.rb", 7); end
begin; m; rescue SyntaxError; end
b = binding
begin; eval("raise %q(y)", b); rescue; end
begin; eval("zork", b); rescue NameError; end
begin; Object.new.instance_eval("raise %q(ie)"); rescue; end
begin; Object.class_eval("raise %q(ce)", "ce.rb", 3); rescue; end
begin; eval("[1].fetch(5)"); rescue IndexError => e; p e.message; end
puts "done"
