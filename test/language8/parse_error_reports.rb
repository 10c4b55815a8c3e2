# each error once, in 1.8.7's words: a void receiver of a call or of =~ is
# reported once; "block argument should not be given" has no caret line;
# after a syntax error a begin..end statement is opened, so -w sees its
# statements again
RUBY = File.readlink("/proc/self/exe")
srcs = [
  "x = (next .call; 1)\n",
  "a = next.a rescue 1\n",
  "next =~ 1\n",
  "1 !~ next\n",
  "x = lambda { return& [*[]] }.call; t a\n",
  "def m; yield 1, &b; 1; end\n",
  ")begin;e;\"\";e end\n",
  "def)begin>e;\"\"end\n",
]
srcs.each do |src|
  File.open("pe.rb", "w") {|f| f.print src }
  puts "-- #{src.inspect}"
  system(RUBY, "-wc", "pe.rb")
end
# a global that is no name, assigned: the words of gettable
["$0n = 1\n", "$0n += 1\n", "a, $0n = 1\n"].each do |src|
  File.open("pe.rb", "w") {|f| f.print src }
  puts "-- #{src.inspect}"
  system(RUBY, "-wc", "pe.rb")
end
