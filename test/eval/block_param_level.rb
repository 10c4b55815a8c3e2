# a block's |x| is its level's first variable: fresh each yield, seen by
# closures made in that yield, by eval, and by variables added after it
procs = []
3.times { |x| procs << lambda { x } }
p procs.map { |pr| pr.call }
r = []
[1, 2].each { |x| r << defined?(y).inspect; y = x; r << eval("x + y") }
p r
# a captured level keeps its variables after the yield
keep = nil
[5].each { |a| b = a * 2; keep = binding }
p eval("[a, b]", keep)
# nested levels and shadowing
x = 10
[1].each { |x| [2].each { |z| p [x, z] } }
p x
# |x| given no value, an Array, several values
def y0; yield; end
def y2; yield 1, 2; end
y0 { |v| p v }
y2 { |v| p v }
[[1, 2]].each { |v| p v }
# callcc inside a block keeps its variables alive
k = nil; n = 0
[7].each { |v| callcc { |c| k = c }; n += v }
k.call if n < 21
p n
