begin; eval("def dup_arg(a, a); end"); rescue SyntaxError => e; p e.message; end
