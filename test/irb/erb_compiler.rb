# ERB::Compiler as 1.8.7 exposes it: the source ERB.new makes for each trim
# mode (0, 1, 2, "-", "<>", ">", "%" and combinations), its commands,
# prepare_trim_mode, content_dump, the scanner classes, Buffer, PercentLine.
require "erb"
T = ["a<%= 1 %>\n<% x -%>\nb", "x\n<% if true %>\n  y\n<% end %>\nz\n", "% a = 1\n%% b\n<%# c %>d<%% e %%>\n  <%- f -%>\n", "<%= 'a' %><% 'b' %>", "line1\nline2", "<% a\nb %>\nq", "\n\n", "<%=\n1\n%>", "tab\t\"q\" \\ \#{x}"]
[nil, 0, 1, 2, "-", "<>", ">", "%", "%<>", "%>", "%-"].each do |tm|
  puts "== #{tm.inspect}"
  T.each { |t| p ERB.new(t, nil, tm).src }
end
p ERB.new("a<%= 1 %>", nil, nil, "@out").src
c = ERB::Compiler.new("%")
p c.compile("x <%= y %>\n% z\n")
c.pre_cmd = ["_o = ''"]; c.post_cmd = ["_o"]; c.put_cmd = "_o.concat"; c.insert_cmd = "_o <<"
p c.compile("x <%= y %>\n% z\n")
p c.prepare_trim_mode("%-"), c.prepare_trim_mode(1), c.prepare_trim_mode(2), c.prepare_trim_mode(0), c.prepare_trim_mode(nil), c.prepare_trim_mode(">")
p c.content_dump("a\nb\n"), c.content_dump("q\"")
p ERB::Compiler::Scanner.default_scanner rescue p $!.class
p c.make_scanner("x").class
[nil, "%", "<>", "%<>", ">", "-", "%-"].each { |tm| p [tm, ERB::Compiler.new(tm).make_scanner("x").class] }
b = ERB::Compiler::Buffer.new(c); b.push("a"); b.push("b"); b.cr; b.push("c"); b.close; p b.script
p ERB::Compiler::PercentLine.new("x").to_s, ERB::Compiler::PercentLine.new("x").value
# rendering: the same templates' results
x = "X"
[nil, 1, 2, "-", "%", "%<>", "%-"].each do |tm|
  T.each do |t|
    r = begin
          ERB.new(t, nil, tm).result(binding)
        rescue Exception => e
          e.class
        end
    p [tm, r]
  end
end
p ERB.new("<%= $SAFE %>", 1).result
p ERB.version, ERB::Revision
e = ERB.new("a\n<%= raise 'q' %>")
e.filename = "z.erb"
begin; e.result; rescue => ex; p ex.backtrace[0]; end
m = Module.new
ERB.new("<%= __LINE__ %> <%= a %>").def_method(m, "f(a)", "fn")
o = Object.new.extend(m)
p o.f(7)
p ERB.new("<%= 1 %>").def_class.new.result
p ERB.new("<%= 2 %>").def_module("g").instance_methods
class Dm; extend ERB::DefMethod; def_erb_method("h", ERB.new("h<%= 3 %>")); end
p Dm.new.h
p ERB::Util.h("<&>\"'"), ERB::Util.u("a b&c/~")
