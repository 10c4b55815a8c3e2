# cgi: radio_group / checkbox_group / popup_menu with every value shape
require 'cgi'
c = CGI.new("html3") rescue nil
ENV['REQUEST_METHOD'] = 'GET'; c = CGI.new("html3")
[["a"], [["b", true]], [["c", "C", false]], [["c", "C", true]], [["d", nil]], [["e", "E", nil]], [["f"]], [["g", "G", "x"]], [[1, 2]], [[:s, true]], [["h", false]], [["i", 5]]].each do |vals|
  %w(radio_group checkbox_group popup_menu).each do |m|
    r = c.send(m, "n", *vals) rescue r = "#{$!.class}: #{$!.message}"
    puts "#{m} #{vals.inspect}: #{r.to_s.gsub(/ (NAME|TYPE|VALUE)="[^"]*"/, '')}"
  end
end
