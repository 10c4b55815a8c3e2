# the C API through test/ext/fixtures/testext (built by make check with
# mkmf into $RUBY_TESTEXT_DIR): definitions, blocks, exceptions, values
$:.unshift(ENV["RUBY_TESTEXT_DIR"] || "testext-not-built")
require "testext"

require "helper"

P = TestExt::Point
show("VERSION") { TestExt::VERSION }
show("sum") { TestExt.sum(1, 2, 3.5) }
show("sum none") { TestExt.sum }
show("pair") { TestExt.pair(1, 2) }
show("pair block") { TestExt.pair(1, 2) {|a, b| a * 10 + b } }
show("pair arity") { TestExt.pair(1) }
show("doubled") { TestExt.doubled([1, 2, 3]) }
show("indexed") { TestExt.indexed(%w[a b]) }
show("until_three") { TestExt.until_three([1, 2, 3, 4]) }
show("rescue ok") { TestExt.rescue_call(lambda { :fine }) }
show("rescue err") { TestExt.rescue_call(lambda { raise "bad" }) }
show("rescue non-standard") { TestExt.rescue_call(lambda { raise Interrupt, "int" }) }
show("rescue2 type") { TestExt.rescue2_call(lambda { raise TypeError, "t" }) }
show("rescue2 other") { TestExt.rescue2_call(lambda { raise IndexError, "i" }) }
log = []
show("ensure ok") { TestExt.ensure_call(lambda { log << "body"; 1 }, log) }
show("ensure raise") { TestExt.ensure_call(lambda { log << "body2"; raise "x" }, log) }
p log
show("protect ok") { TestExt.protect_call(lambda { 5 }) }
show("protect raise") { TestExt.protect_call(lambda { raise IOError, "io" }) }
show("protect throw") { catch(:out) { TestExt.protect_call(lambda { throw :out, 7 }) } }
p $!
show("raise") { TestExt.raise_with(RangeError, "out of range") }
show("catch") { TestExt.catch_it("tag") }
show("send") { TestExt.send_to("abc", :center, 7, "*") }
show("send few") { TestExt.send_to("abc") }

pt = P.new(3, 4, "label " * 3)
show("point") { [pt.x, pt.y, pt.to_s, pt.first] }
show("point each") { r = []; pt.each {|v| r << v }; r }
show("point enum") { pt.map {|v| v * 2 } }
show("origin") { P.origin.to_s }
show("secret") { pt.secret }
show("secret send") { pt.send(:secret) }
show("prot") { pt.prot }
show("peek") { pt.peek(P.origin) }
show("tag") { pt.tag = :t; pt.tag }
show("to_a undef") { pt.to_a }
show("new arity") { P.new(1) }
show("new type") { P.new("a", 1) }
show("data class") { [pt.class, TestExt.type_of(pt)] }
# the label lives only through Point's mark function
GC.start
junk = (1..20000).map {|i| "garbage #{i}" }
junk = nil
GC.start
show("label after GC") { pt.label }

show("strings") { TestExt.strings("hello") }
show("strings type") { TestExt.strings(5) }
show("arrays") { TestExt.arrays }
show("held RARRAY_PTR") { TestExt.held_ptr([1, 2, 3, 4]) }
show("hashes") { TestExt.hashes }
show("structs") { TestExt.structs }
show("pair class") { [TestExt::Pair.superclass, TestExt::Pair.members] }
show("bignums") { TestExt.bignums }
show("numbers") { TestExt.numbers(10) }
show("numbers float") { TestExt.numbers(2.5) }
show("numbers bad") { TestExt.numbers("x") }
show("types") { [nil, true, false, 1, 2**70, 1.5, "s", :s, [], {}, //, Object.new, Object, Kernel, TestExt::Pair.new].map {|v| TestExt.type_of(v) } }
o = Object.new
show("ivars") { [TestExt.ivars(o), o.instance_variables.sort] }
show("kept") { TestExt.kept }
$testext_var = [1]
show("var") { $testext_var }
show("ro") { $testext_ro }
show("ro set") { eval("$testext_ro = 1") }
show("virtual") { [$testext_virtual, $testext_virtual] }
$testext_virtual = 10
show("virtual set") { $testext_virtual }
show("require again") { require "testext" }
show("features") { $".grep(/testext/) }
