# irb/completion's procedure (InputCompletor::CompletionProc) on the names
# of the main irb's workspace: constants, methods of literals, variables
# and constants, class methods, globals, keywords.  The stand-in readline
# in fixtures/rl lets the library load.
$:.unshift "fixtures/rl"
require "irb"
IRB.setup(nil)
irb = IRB::Irb.new
IRB.conf[:MAIN_CONTEXT] = irb.context
require "irb/completion"
cmp = IRB::InputCompletor::CompletionProc
p Readline.completion_proc.equal?(cmp)
irb.context.workspace.evaluate(irb.context, "xyz = [1]; @ivx = 1; $gvx = 2; " \
  "class Foo; def barx; end; end; foox = Foo.new")
["Stri", "String.ne", "\"abc\".upc", "[1].si", "1.ti", "Fil", "$gv", "$std",
 "Math::P", "Kernel.pu", "nil.to_", "xy", "xyz.fir", "(1..2).ea", "{}.ke",
 "/re/.ma", "3.0.ro", "@iv", "Object::Strin", "IRB::Con", "::Fixnu",
 "foox.ba", "Foo.ne", "if", "whil", "x", "::", "5.0e", "a.b.c", ".fo",
 "1.0e3.to_", "0x1f.to_", "-3.ab", ":sym.to_", "Comparable::b", "Math.sq",
 "Math::sq", "foox.barx.ni", "IRB::Context.new.ir", "@i", "String::ne",
 "lambda{}.ca", "{1=>2}.ke", "%w(a).si", "Foo."].each do |s|
  r = cmp.call(s)
  p [s, r.compact.sort.first(6), r.size]
end
p IRB::InputCompletor::ReservedWords
p IRB::InputCompletor::Operators
p IRB::InputCompletor.constants.sort, IRB::InputCompletor.methods(false).sort
