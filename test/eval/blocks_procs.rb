# blocks, procs, closures and the 1.8 block parameter rules
def y2; yield 1, 2; end
def y1(v); yield v; end
p(y2 { |a, b| [a, b] })
p(y1([3, 4]) { |a, b| [a, b] })
p(y1([3, 4]) { |*a| a })
x = 10
[1, 2].each { |x| }
p x                       # block params assign outer locals in 1.8
counter = 0
inc = lambda { counter += 1 }
3.times { inc.call }
p counter
p proc { |a, b| }.arity, lambda { |*a| }.arity, Proc.new { || }.arity
begin
  lambda { |a, b| }.call(1)
rescue ArgumentError => e
  puts e.message
end
p Proc.new { |a, b| [a, b] }.call(1)
def m; yield; end
p m { next 5; 6 }
p [1, 2, 3].each { |i| break i * 10 if i == 2 }
def ret_from_block; [1, 2].each { |i| return i + 100 }; :no; end
p ret_from_block
pr = Proc.new { return 1 }
begin
  pr.call
rescue LocalJumpError => e
  puts "#{e.class}: #{e.message} #{e.reason.inspect}"
end
def mkbreak; Proc.new { break 3 }; end
begin
  mkbreak.call
rescue LocalJumpError => e
  puts e.message
end
l = lambda { return :from_lambda; :no }
p l.call
def blk(&b) b end
p blk { 1 }.call, blk.nil?
p [[1, 2], [3, 4]].map { |a, b| a + b }
i = 0
r = [1, 2, 3].map { |v| i += 1; redo if i == 2; v }
p r, i
