b = nil
[1].each { |i| b = binding; y = 5 }
p eval("y", b) rescue p $!
p eval("defined?(y)", b)
p eval("local_variables", b)
def m
  bb = nil
  [1].each { bb = binding; z = 3 }
  p((eval("z", bb) rescue $!))
  p eval("local_variables", bb)
  w = 1
  bb
end
b2 = m
p eval("local_variables", b2)
pr = proc { |q| c = binding; r = 2; c }
bb = pr.call(1)
p eval("[q, r]", bb) rescue p $!
p eval("local_variables", bb)
b3 = binding
later = 1
p eval("later", b3)
puts '--'
bs = []
[1, 2].each do |i|
  bs << binding
  a = i * 10
  [3].each do |j|
    bs << binding
    b = j
    c = a + b
  end
  d = 7
end
bs.each { |bb| p eval("local_variables", bb); p eval("[defined?(a), defined?(d), defined?(b)]", bb) }
p eval("[a, d]", bs[0])
p eval("[a, d]", bs[2])
p eval("[b, c]", bs[1]) rescue p $!.class
x = nil
1.times { x = binding; eval("q = 5", x); p eval("q", x); r = 1 }
p eval("local_variables", x)
p eval("r", x) rescue p $!.class
def mk
  lambda { |k| bnd = binding; v = k + 1; bnd }
end
b1 = mk.call(1); b2 = mk.call(2)
p eval("[k, v]", b1), eval("[k, v]", b2)
y = proc { |*z| w = binding; m = z; w }.call(1, 2)
p eval("[z, m]", y)
3.times { |n| t = binding if n == 0; u = n }
1.times { t = 1; s = binding; 1.times { u = 2 }; p eval("local_variables", s) }
