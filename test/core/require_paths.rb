# the names 1.8.7 gives files found by require and load: dir/name as written,
# a bare relative $: entry as ./dir, __FILE__ and $" accordingly
Dir.mkdir("sub")
File.open("sub/x.rb", "w") { |f| f.puts "p __FILE__" }
File.open("sub/y.rb", "w") { |f| f.puts "p __FILE__" }
File.open("z.rb", "w") { |f| f.puts "p __FILE__" }
File.open("w.rb", "w") { |f| f.puts "p __FILE__" }
File.open("sub/v.rb", "w") { |f| f.puts "p [__FILE__, caller(0)[0]]" }
$: << "sub"
require "x"
require "./sub/y"
require "z"
load "w.rb"
load "sub/v.rb"
p $".grep(/\A(x|\.\/sub\/y|z)\.rb\z/)
