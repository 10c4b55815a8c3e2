# 1.8.7 lexer: after a keyword other than `do` (begin, then, else, ensure,
# and, not, modifiers ...), even past a newline, `m (1), 2` is not a command
# call: "don't put space before argument parentheses", then a syntax error.
# After `do`, a block's `{`, its `|params|`, `;` and a real newline it is.
RUBY = File.readlink("/proc/self/exe")
srcs = [
  "begin p (1), 2 end",
  "begin\n p (1), 2\nend",
  "begin\n p (1)\nend",
  "if true then p (1), 2 end",
  "if false\nelse\n p (1), 2\nend",
  "p 1 if p (1), 2",
  "true and p (1), 2",
  "not p (1), 2",
  "begin; rescue; ensure p (1), 2 end",
  "loop do p (1), 2; break end",
  "loop do\n p (1), 2\n break\nend",
  "while true do p (1), 2; break end",
  "[1].each { p (1), 2 }",
  "[1].each { |x| p (1), 2 }",
  "[1].each do |x| p (1), 2 end",
  "[1].each { || p (1), 2 }",
  "[1].each do |a, &b| p (1), 2 end",
  "p((1)) { p (1), 2 }",
  "END { p (1), 2 }",
  "x = {p (1), 2}",
  "def m\n p (1), 2\nend",
]
srcs.each do |src|
  File.open("cs.rb", "w") {|f| f.puts src }
  puts "-- #{src.inspect}"
  system(RUBY, "-c", "cs.rb")
end
