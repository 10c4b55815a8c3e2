# eval's parse cache: the same text eval'd again in changing contexts (locals, dvars,
# /o and END trees, line/file, syntax errors, warnings, bindings) acts as a fresh parse
# eval parse cache: same text in changing contexts
r = []
3.times { |i| r << eval("i * 2") }
p r
x = 10
p eval("x + 1")
3.times { |j| eval("y = j"); r << eval("defined?(y) ? y : :none") }
p r
def m(a); eval("a + 1"); end
p m(1), m(5)
def n; eval("a rescue :nomethod"); end
p n
a = 7
p eval("a")
# /o and END edit the tree: each eval parses anew
s = []
2.times { |k| v = k; s << eval('/#{v}/o').source }
p s
2.times { eval('END { puts "end ran" }') }
# line numbers and file
3.times { p eval("__LINE__", nil, "f.rb", 40) }
3.times { begin; eval("raise 'x'"); rescue => e; p e.backtrace[0]; end }
p eval("__FILE__")
# a syntax error is not cached
2.times { begin; eval("1 +"); rescue SyntaxError => e; p e.class; end }
# warnings repeat
$stderr = $stdout
2.times { eval("if 'lit' then 1 end") }
# binding eval
def bnd; z = 3; binding; end
b = bnd
2.times { p eval("z", b) }
o = Object.new
2.times { |q| p o.instance_eval("self.class") }
2.times { p String.class_eval("name") }
# locals appearing after a cached parse
def late; eval("w rescue :nw"); w = 1; eval("w rescue :nw"); end
p late
