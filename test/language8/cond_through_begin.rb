# a condition and a flip-flop end are looked at through a begin..end and
# then through parentheses, as 1.8.7 does (not through a begin..end inside
# parentheses): the literal warnings follow
RUBY = File.readlink("/proc/self/exe")
[
  "p 1 if begin 3 end", "x = begin 3 end ? 1 : 2", "if begin \"s\" end then end",
  "if begin (3) end then end", "if (begin 3 end) then end", "if begin begin 3 end end then end",
  "if begin 1 end..begin 2 end then end", "if (begin 1 end)..2 then end",
  "if begin (1) end..2 then end", "if begin \"a\" end..begin :b end then end",
].each do |src|
  File.open("cb.rb", "w") {|f| f.puts src }
  puts "-- #{src}"
  system(RUBY, "-wc", "cb.rb")
end
(1..8).each {|i| print i if begin i==3 end..begin i==5 end }; puts
