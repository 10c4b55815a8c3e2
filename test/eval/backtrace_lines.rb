# backtrace lines "file:line:in `meth'" built for each frame: negative and
# large line numbers, long file names, and 1.8.7's cut at 8191 characters
def g; raise "z"; end
begin; eval("g", nil, "/x/" + "b" * 40, -5); rescue; p $!.backtrace; end
begin; eval("g", nil, "f.rb", 2147483647); rescue; p $!.backtrace; end
Object.send(:define_method, "a" * 9000) { raise "y" }
begin; send("a" * 9000); rescue; p $!.backtrace.map { |l| [l.size, l[0, 12], l[-3, 3]] }; end
def c; caller(0); end
p c, [1].map { caller(0)[0] }
