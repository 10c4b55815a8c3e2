# -d: a bad regexp literal is a compile error (no RegexpError report); an
# eval's syntax error is "compile error" when raised, positioned by the eval
$stdout.sync = true
begin; eval("/[b-a]/"); rescue SyntaxError => e; p e.message; end
def m; eval("1 +"); end
begin; m; rescue SyntaxError => e; p e.message; end
begin; eval("1 +", nil, "f.rb", 3); rescue SyntaxError => e; p e.message; end
begin; Object.new.instance_eval("def"); rescue SyntaxError => e; p e.message; end
p Regexp.new("[b-a]") rescue p $!
