# erb: every trim mode on one template (result and src), errors, def_method, Util
require 'erb'
require "helper"
t = "<% [1,2].each do |x| %>\n  v=<%= x %>\n<% end %>\n<%# comment %>\n<%% literal %%>\n  <%- if true -%>\n  yes\n  <%- end -%>\nend <%= 1 -%>\n% a = 5\n%% pct\nx<%=a rescue 0%>\n"
[nil, 0, 1, 2, "-", "<>", ">", "%", "%<>", "%>", "%-", "<>-"].each do |mode|
  show("trim #{mode.inspect}") { ERB.new(t, nil, mode).result(binding) }
  show("src #{mode.inspect}") { ERB.new(t, nil, mode).src }
end
show("eoutvar") { ERB.new("a<%= 1 %>", nil, nil, "_buf").src }
show("safe") { ERB.new("<%= 1 %>", 1).result rescue $!.class }
show("bad") { ERB.new("<%= %>").result }
show("bad2") { ERB.new("<% if %>").result }
show("unclosed") { ERB.new("a <% b").src }
show("unclosed2") { ERB.new("a <%= b").result }
show("nested") { ERB.new("<%= '%>' %>").result }
show("filename") { e = ERB.new("<%= __FILE__ %>"); e.filename = "x.erb"; e.result }
show("err line") { e = ERB.new("a\n<%= nosuch %>"); e.filename = "y.erb"; begin; e.result; rescue NameError => x; x.backtrace[0]; end }
show("def_method") { class Foo; end; ERB.new("h<%= @a %>").def_method(Foo, "render()", "f.erb"); f = Foo.new; f.instance_variable_set(:@a, 3); f.render }
show("def_class") { c = ERB.new("z<%= @v %>").def_class(Object, "render()"); c.name }
show("def_module") { m = ERB.new("<%= 1 %>").def_module("r()"); m.instance_methods }
show("util h") { ERB::Util.h("<a href='x'>&\"</a>") }
show("util u") { ERB::Util.u("a b&c/d?e=f+g%") }
show("util html_escape") { include ERB::Util; html_escape(nil) }
show("util num") { ERB::Util.h(5) }
show("version") { ERB.version }
show("percent in middle") { ERB.new("a % b\n%x\n", nil, "%").src }
show("newline") { ERB.new("a\r\nb<% 1 %>\r\nc", nil, "<>").result }
show("result noargs") { ERB.new("<%= self.class %>").result }
show("run") { ERB.new("r<%= 1 %>\n").run }
show("compiler") { c = ERB::Compiler.new("-"); c.compile("<%- 1 -%>\n") }
show("compiler ins") { ERB::Compiler.new(nil).insert_cmd }
show("trim -> %") { ERB.new("  <%- 1 -%>  \n% x\n", nil, "-%").src }
show("blank") { ERB.new("").result }
show("only nl") { ERB.new("\n\n", nil, "<>").result }
show("tail nl") { ERB.new("<%= 1 %>\n", nil, ">").result }
show("trim > mid") { ERB.new("a <%= 1 %>\nb<% 2 %>\n", nil, ">").result }
show("trim <> mid") { ERB.new("a <%= 1 %>\n<% 2 %>\n<%= 3 %>x\n", nil, "<>").result }
