# erb: safe level, bindings, % lines, comments, literal <%% and %%>, trim
# modes on odd lines, errors with a filename, DefMethod, url_encode
require 'erb'
require "helper"
show("safe 1") { $x = "t".taint; ERB.new("<%= $x %>", 1).result rescue [$!.class, $!.message] }
show("result binding proc") { ERB.new("<%= a %>").result(proc { a = 5; binding }.call) }
show("result bad") { ERB.new("x").result(5) rescue [$!.class, $!.message] }
show("percent literal") { ERB.new("%% a\n%b = 1\n<%= b %>\n", nil, "%").result }
show("percent middle") { ERB.new("x % y\n", nil, "%").result }
show("percent no newline") { ERB.new("% z = 2\n<%= z %>", nil, "%").result }
show("comment") { ERB.new("a<%# x %>b").result }
show("comment -") { ERB.new("a\n<%# x -%>\nb", nil, "-").result }
show("%%>") { ERB.new("<%= '%%>' %>").result }
show("<%%") { ERB.new("<%% x %>").result }
show("<%% -") { ERB.new("<%%- x %>", nil, "-").result rescue $!.class }
show("nested <%") { ERB.new("<%= '<%' %>").result }
show("newline in tag") { ERB.new("<%= 1 +\n 2 %>").result }
show("multi line code") { ERB.new("<% [1,2].each do |i|\n %><%= i %><% end %>").result }
show("- without mode") { ERB.new("<%- 1 -%>").result rescue [$!.class] }
show("trim > with text") { ERB.new("a<% %>\nb<%= 1 %>\nc", nil, ">").result }
show("trim <> partial") { ERB.new(" <% %>\n<% %> \n<% %>\n", nil, "<>").result }
show("trim - spaces") { ERB.new("  <%- x = 1 -%>  \n<%= x %>", nil, "-").result }
show("trim - tab") { ERB.new("\t<%- x = 1 -%>\n<%= x %>", nil, "-").result }
show("trim - not at bol") { ERB.new("a <%- x = 1 -%>\nb", nil, "-").result }
show("trim - crlf") { ERB.new("<% x = 1 -%>\r\n<%= x %>", nil, "-").result }
show("encoding") { ERB.new("\xe3\x81\x82<%= 1 %>").result }
show("filename err") { e = ERB.new("<%= raise 'boom' %>"); e.filename = "t.erb"; begin; e.result; rescue => x; [x.message, x.backtrace[0]]; end }
show("lineno") { e = ERB.new("\n\n<%= __LINE__ %>"); e.result }
show("def_erb_method") { class DM; extend ERB::DefMethod; File.open("t.erb", "w") { |f| f << "v=<%= @v %>" }; def_erb_method("render", "t.erb"); def initialize; @v = 7; end; end; DM.new.render }
show("url_encode") { ERB::Util.url_encode("a b/ü?&=") }
