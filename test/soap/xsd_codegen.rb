# XSD::CodeGen: ClassDef/ModuleDef/MethodDef source output, byte for byte.
require 'xsd/codegen'
include XSD::CodeGen
c = ClassDef.new("Foo::Bar", "Base")
c.comment = "a class\nsecond line"
c.def_require("soap/marshal")
c.def_const("VERSION", "'1.0'")
c.def_classvar("count", "0")
c.def_attr("name", true)
c.def_attr("age", false, "years")
c.def_method("initialize", "name", "age = 1") do
  "@name = name\n@age = age"
end
c.def_method("hello") { "puts 1" }
c.def_privatemethod("secret") { "42" }
c.def_protectedmethod("prot", "x") { "x" }
c.def_code("attr_reader :x")
puts c.dump
puts "----"
mo = ModuleDef.new("M")
mo.def_method("f") { "1" }
mo.def_const("A", "1")
mo.comment = "mod"
puts mo.dump
puts "----"
md = MethodDef.new("foo=", "a") { "b" }
puts md.dump
puts "----"
c2 = ClassDef.new("Plain")
puts c2.dump
c3 = ClassDef.new("WithAttrs")
c3.def_attr("a"); c3.def_attr("b", true, "bb")
puts c3.dump
c=ClassDef.new("Plain"); p c.dump; c.def_attr("a"); p c.dump; c=ClassDef.new("X"); c.def_method("f"){ "1" }; c.def_method("g"); p c.dump; m=ModuleDef.new("A::B::C"); m.def_require("x"); m.def_require("y"); p m.dump; p MethodDef.new("f").dump; p MethodDef.new("f","a","b").dump; md=MethodDef.new("f"){"a\n  b\nc"}; md.comment="c1\nc2"; p md.dump; m=ModuleDef.new("Q"); m.def_const("A","1"); m.def_const("B","2"); m.def_code("x\ny"); m.def_code("z"); m.def_method("a"){"1"}; m.def_privatemethod("b"){"2"}; p m.dump; c=ClassDef.new("Q"); c.def_classvar("a","1"); c.def_classvar("b","2"); c.def_const("C","3"); p c.dump
p((ModuleDef.new("x").def_const("a","b") rescue $!)); m=MethodDef.new("x"); m.definition = "y"; p m.dump, m.definition
c=ClassDef.new("P"); c.def_attr("a"); c.def_attr("c", false); c.def_attr("d"); p c.dump; p((MethodDef.new("1x") rescue $!)); c=ClassDef.new("R"); c.def_publicmethod("x"){"1"}; c.def_method("y", "a"); p c.dump; p((c.def_attr("1") rescue $!)); p ((c.def_classvar("a b","1") rescue $!)); m=ModuleDef.new("M"); m.comment="x"; m.def_require("a"); p m.dump; c=ClassDef.new("A::B", "C::D"); p c.dump
c=ClassDef.new("Mix"); c.def_attr("a"); c.def_attr("b", true, "bb"); c.def_attr("c"); c.def_attr("d", false, "dd"); p c.dump
