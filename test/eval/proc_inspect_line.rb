# Proc#inspect names the line the block opens on (1.8.7), not its first statement
a = lambda { |x|
  x }
b = lambda do |x|
  x
end
c = proc {
  1
}
d = lambda { |x| x }
e = proc do

  [1,
   2]
end
f = lambda { |x|
}
g = Proc.new { |x|

  y = 1
  x }
h = lambda {
  # comment
  3 }
def m(&b) b end
i = m do |z|
  z + 1
end
[a, b, c, d, e, f, g, h, i].each { |pr| puts pr.inspect.sub(/0x[0-9a-f]+@/, "X@") }
