# defined? of a block variable whose assignment has not run (in a while,
# if, case body) is "local-variable(in-block)" as 1.8.7 decides at parse time;
# one eval finds only at run time stays as the run time says
[1].each { while false; d = 8; end; p defined?(d) }
[1].each { d = 8; p defined?(d) }
[1].each { if false; d = 8; end; p defined?(d) }
[1].each { begin; d = 8; end while false; p defined?(d) }
[1].each { until true; d = 8; end; p defined?(d) }
[1].each { while false; d2 = 8; d3 = 1; end; p defined?(d2), defined?(d3); p local_variables }
[1].each { x = 1; while false; d = 8; end; p defined?(d), defined?(x) }
[1].each { for i in []; q = 1; end; p defined?(q), defined?(i) }
[1].each { while true; w = 1; break; end; p defined?(w), w }
[1].each { (d = 8 while false); p defined?(d) }
def m; while false; z = 1; end; p defined?(z); end; m
[1].each { case 1; when 2; cc = 3; end; p defined?(cc) }
[1].each { while false; [1].each { y = 2 }; yy = 1; end; p defined?(yy) }
eval("if false; x = 1; end; p defined?(x)")
eval("x2 = 1; p defined?(x2)")
eval("y = 1"); eval("p defined?(y)")
def m; eval("if false; x = 1; end; p defined?(x)"); eval("z = 1; p defined?(z)"); end; m
[1].each { eval("if false; x = 1; end; p defined?(x)") }
[1].each { eval("q = 1"); eval("p defined?(q)") }
[1].each { |a| if false; r = 1; end; eval("p defined?(r)"); p defined?(r) }
def m2; [1].each { if false; s = 1; end; p defined?(s) }; end; m2
class Foo; [1].each { if false; s = 1; end; p defined?(s) }; end
Thread.new { if false; t = 1; end; p defined?(t) }.join
pr = lambda { if false; u = 1; end; p defined?(u) }; pr.call
define_method(:dm) { if false; w = 1; end; p defined?(w) } rescue Object.send(:define_method, :dm) { if false; w = 1; end; p defined?(w) }
dm
[1].each { eval("q2 = 1; p defined?(q2)"); eval("[2].each { if false; v = 1; end; p defined?(v) }") }
def m3; eval("[2].each { if false; v = 1; end; p defined?(v) }"); end; m3
[1].each { |a| p defined?(a); [2].each { p defined?(a) } }
