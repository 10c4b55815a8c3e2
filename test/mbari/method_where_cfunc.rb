# Method#__file__/__line__ of C methods defined while a program runs: they
# carry 1.8.7's lazily updated source position (here the main file's last
# line, as parsing left it); a .so's methods name the .so, and at line 0
# __line__ raises "native Method"
S = Struct.new(:a, :b)
p File.basename(S.instance_method(:a).__file__)
p S.instance_method(:a).__line__
p S.instance_method(:b=).__line__
eval "T = Struct.new(:q)\n\n", nil, "zz.rb", 100
p [T.instance_method(:q).__file__, T.instance_method(:q).__line__]
U = eval("Struct.new(:w)", nil, "yy.rb", 50)
p [U.instance_method(:w).__file__, U.instance_method(:w).__line__]
require "stringio"
p File.basename(StringIO.instance_method(:read).__file__)
begin
  StringIO.instance_method(:read).__line__
rescue ArgumentError => e
  puts "#{e.class}: #{e.message}"
end
