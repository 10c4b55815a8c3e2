# erb: how a trim mode string is read when it names several modes
require 'erb'
t = "<% 1 %>\n <%- 2 -%>\n<%= 3 %>\n% 4\n"
base = {}
[nil, "<>", ">", "-", "%"].each { |m| base[ERB.new(t, nil, m).src] = m.inspect }
%w(<>- -<> >- -> %<>- %- -% <- >< x <-> % %% >> <<>> --).each do |m|
  s = ERB.new(t, nil, m).src rescue s = $!.class.to_s
  puts "#{m}: #{base[s] || s}"
end
