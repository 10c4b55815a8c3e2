# -I directories go in front of $: as given (not expanded, "a:b" is two);
# a library found through "." keeps the relative name in __FILE__ and $"
p $:[0, 4]
File.open("incfoo.rb", "w") { |f| f.puts "p __FILE__" }
require "incfoo"
p $".grep(/incfoo/)
