# the lexer's token buffer is kept from one parse for the next and integer
# literals are read without a division per digit: evals after errors, long
# tokens, nested evals, bindings and locals, literals at the Fixnum limits
require "helper"
show("distinct") { (0...30).map { |k| eval("x = #{k}; y = x * #{k + 1} + #{k % 7}; [x, y].max - #{k}") } }
show("error msg") { begin; eval("x = 1 +\n\n  ) foo"); rescue SyntaxError => e; e.message; end }
show("after error") { eval("abc = 40; abc + 2") }
show("error line") { begin; eval("a = 1\nb = 2\nc = (3", binding, "f.rb", 10); rescue SyntaxError => e; e.message; end }
show("unterminated") { begin; eval("'abc"); rescue SyntaxError => e; e.message; end }
show("long ident") { eval("#{'v' * 300} = 7; #{'v' * 300} * 6") }
show("long string") { eval("'#{'s' * 1000}'").size }
show("short after long") { eval("q = 5; q") }
show("nested") { eval("eval('eval(\"1 + 2\") * 3') + eval('4')") }
b = binding
l1 = 10
show("binding") { eval("l1 + 1", b) }
show("binding new local") { eval("l2 = 3", b); eval("l2 * l1", b) }
show("block local") { [1, 2].map { |v| eval("w = v * 10; w + v") } }
show("defined") { eval("zz = 1"); eval("defined?(zz)").inspect }
show("ints") { eval("[4611686018427387903, 4611686018427387904, -4611686018427387904, -4611686018427387905, 1073741823, 1073741824, -1073741824, -1073741825]").map { |v| v.to_s } }
show("hex") { eval("[0x3fffffffffffffff, 0x4000000000000000, 0x3FFFFFFF, 0x40000000, 0xAbCdEf, -0xff]").map { |v| v.to_s } }
show("oct bin") { eval("[0777, 0o17, 0b1010, 0b111111111111111111111111111111, 0d99, 077777777777777777777]").map { |v| v.to_s } }
show("underscores") { eval("[1_000, 0x_ff] rescue 0") rescue $!.class }
show("big") { eval("123456789012345678901234567890 + 1").to_s }
show("bad octal") { begin; eval("0789"); rescue SyntaxError => e; e.message; end }
show("trailing _") { begin; eval("1_"); rescue SyntaxError => e; e.message; end }
show("floats") { eval("[1.5, 2e3, 1.25e-2, 3_0.5]") }
