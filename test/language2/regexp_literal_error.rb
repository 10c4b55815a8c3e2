# a literal regexp that does not compile is a compile error of the source
begin; eval("/(?<n>x)/"); rescue Exception => e; p e.class, e.message; end
begin; eval("x = 1\ny = /a)/\nz = /[b/"); rescue Exception => e; p e.class, e.message; end
# a dynamic one raises RegexpError when it runs
p((Regexp.new("(?<n>") rescue $!))
begin; x = 1; /a#{x})/; rescue RegexpError => e; p e.message; end
