# after an unterminated here document the parser stops at once (1.8.7 hands
# none of its text on); a regexp literal that fails to compile still counts
# as a regexp literal for the checks that follow
RUBY = File.readlink("/proc/self/exe")
srcs = [
  "& p <<X\nabc\n",
  "& x <<\"X\"\nabc\n",
  "& p <<X + 1\nabc\n",
  "& p <<'X'\nabc\n",
  "& p <<X\na\#{1}b\nc\n",
  "p <<X\nabc\n",
  "if /re{/ then end\n",
  "x = 1 if /a(/\n",
]
srcs.each do |src|
  File.open("pe.rb", "w") {|f| f.print src }
  puts "-- #{src.inspect}"
  system(RUBY, "-w", "pe.rb")
end
