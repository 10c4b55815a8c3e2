# bm_lib_erb.rb - ERB: compile a template with loops, conditionals and
# escaping once, render it 2,000 times over a 50-row table
require 'erb'
include ERB::Util

template = <<'T'
<table>
<% rows.each_with_index do |r, i| -%>
  <tr class="<%= i % 2 == 0 ? 'even' : 'odd' %>">
    <td><%= r[:id] %></td><td><%=h r[:name] %></td>
<% if r[:tags].empty? -%>
    <td>-</td>
<% else -%>
    <td><%= r[:tags].map { |t| h(t) }.join(', ') %></td>
<% end -%>
  </tr>
<% end -%>
</table>
T
erb = ERB.new(template, nil, '-')
rows = (0...50).map { |i| { :id => i, :name => "<name #{i} & co>", :tags => (0...(i % 4)).map { |t| "t#{t}<" } } }
size = 0
2000.times { size += erb.result(binding).size }
puts size
