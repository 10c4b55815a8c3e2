# bm_app_erb_like.rb - template expansion with gsub blocks and string building
TEMPLATE = "<html><title><%= title %></title><body><% items %><p><%= content %></p></body></html>\n"
out = 0
vals = { "title" => "Greeting", "content" => "Hello, world", "items" => "x" }
100_000.times do |i|
  s = TEMPLATE.gsub(/<%=?\s*(\w+)\s*%>/) { vals[$1] }
  out += s.size
end
p out
