# "#{...}" pushes a level on the lexer's cond/cmdarg stacks and, as 1.8.7,
# pops two (its '}' and the rule): that decides what a later `do` binds to
def t(*a) [a.size, block_given?] end
def m(*a) a end
p(t t(m 1) { "#{}" } do end)
p(t t(m(1)) { "#{1}" } do end)
p(t t(1) { "#{}" } do end)
x = 0
while x < 2 && "#{x}" do x += 1 end
p x
p(t "#{1}", "#{2}" do end)
RUBY = File.readlink("/proc/self/exe")
["t t(m 1) { \"a\" } do end", "t t(m 1) { |v| \"\#{}\" } do |w| end"].each do |src|
  File.open("id.rb", "w") {|f| f.puts src }
  system(RUBY, "-c", "id.rb")
end
