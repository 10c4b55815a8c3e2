# |x| of a yield: each call gets its own variable, closures keep theirs,
# bindings and nested blocks see it (the one-allocation fast path of
# block_param_fast)
procs = []
3.times {|e| procs << lambda { e } }
p procs.map {|pr| pr.call }

# a closure made in the block sees a later assignment to the parameter
pr = nil
[10].each {|x| pr = lambda { x }; x = 20 }
p pr.call

# a variable made in the block after the parameter, seen by a closure
procs = []
[1, 2].each {|a| b = a * 10; procs << lambda { [a, b] } }
p procs.map {|q| q.call }

# binding of a block sees its parameter and later locals
bs = []
[5, 6].each {|v| w = v + 1; bs << binding }
p bs.map {|b| eval("[v, w]", b) }
p bs.map {|b| eval("local_variables", b).sort }

# nested blocks: the inner sees the outer's parameter
r = []
[1, 2].each {|i| [3, 4].each {|j| r << i * j } }
p r

# block parameter shadowing an outer local (1.8: assigns the outer one)
y = 0
[7, 8].each {|y| }
p y

# for loop variable is a method local
for k in [1, 2, 3]; end
p k

# |x| receives one Array whole, or a multiple value
[[1, 2]].each {|x| p x }
def two; yield 1, 2; end
two {|x| p x } rescue p $!
def none; yield; end
none {|x| p x }

# a parameter defined by the block, not visible after it
[1].each {|zz| }
p defined?(zz)

# Proc#call with |x|
pc = proc {|x| x }
p pc.call(9), pc.call, pc.call(1, 2)

# many iterations with closures and GC
keep = []
2000.times {|i| keep << lambda { i } if i % 100 == 0; GC.start if i % 500 == 0 }
p keep.map {|l| l.call }

# a for loop inside a block: its variable joins the block's level, which a
# binding or closure made before the loop already holds
b = nil
1.times do
  b = binding
  for x in [1, 2]; end
end
p eval("x", b)
pr = nil
[1].each do
  pr = lambda { eval("y") }
  for y in [3, 4]; end
end
p pr.call
[5].each do |o|
  for q in [o, o + 1]; end
  p q
end
