# ERB's public API as 1.8.7's (no scanner regexp constants, no
# ERB::Util::HTML_ESCAPE; strscan loaded), and the scanners still work
require 'fixtures/apilist'
api_listing('erb', /ERB|StringScanner/)
p ERB::Util.h(%q{<a href="x?a=1&b=2">'t'</a>}), ERB::Util.h(nil), ERB::Util.h(12)
p ERB::Util.u("a b&c/d")
src = "<%% x %%>\n<% 2.times do |i| -%>\n  <%- if i > 0 -%>\n  i=<%= i %>\n  <%- end -%>\n<% end -%>\n% p 1\n%% lit\n<%# note %>end\n"
[nil, 0, 1, 2, '>', '<>', '-', '%', '%>', '%<>', '%-'].each do |mode|
  r = begin; ERB.new(src, nil, mode).result; rescue Exception; $!.class; end
  p [mode, r]
end
src = "<%% x %%>\n<% 2.times do |i| %>\n  i=<%= i %>\n<% end %>\n% p 1\n%% lit\n<%# note %>end <%= '<>' %>\n"
[nil, 0, 1, 2, '>', '<>', '%', '%>', '%<>'].each do |mode|
  p [mode, ERB.new(src, nil, mode).result]
end
