# every syntax error of the source is reported, not only the first
begin; eval("x = = 1\ny = ) 2\n"); rescue SyntaxError => e; p e.message; end
begin; eval("p 1; end; p 2; }"); rescue SyntaxError => e; p e.message; end
begin; eval("x = 1 2\n3 4", binding, "fn.rb", 10); rescue SyntaxError => e; p e.message; end
# an unterminated literal is a "string" at the line it starts on
begin; eval("\"abc\n\n"); rescue SyntaxError => e; p e.message; end
begin; eval("x = /abc\n\n"); rescue SyntaxError => e; p e.message; end
begin; eval("p 1\nx = [%w(a\nb\n"); rescue SyntaxError => e; p e.message; end
begin; eval(":\"ab"); rescue SyntaxError => e; p e.message; end
begin; eval("%s(a"); rescue SyntaxError => e; p e.message; end
begin; eval("%r{a\#{1}\n\n"); rescue SyntaxError => e; p e.message; end
begin; eval("`ab\nc"); rescue SyntaxError => e; p e.message; end
