# 1.8.7 warns "range literal in condition" for a flip-flop whose ends are
# both nil/true/false (always) or literals (under -w; an Integer end is a
# test of $. and does not count); a block call in parentheses draws no
# "parenthesize argument(s)" warning
RUBY = File.readlink("/proc/self/exe")
[
  "if nil..true then end", "if true...false then end", "if \"a\"..nil then end",
  "if :a..:b then end", "if /a/../b/ then end", "if \"a\#{1}\"..:\"b\#{2}\" then end",
  "if [1]..[2] then end", "if 1.0..2.0 then end", "x = (nil..2) ? 1 : 2",
  "x = (1..2) ? 1 : 2", "def m(*a) a end; def t(*a) yield end; m(t 1 do end); m(1, t 2 do end)",
].each do |src|
  File.open("rl.rb", "w") {|f| f.puts src }
  puts "-- #{src}"
  system(RUBY, "-c", "rl.rb")
  system(RUBY, "-wc", "rl.rb")
end
