# yields to empty blocks (the no-op yield path): what they must still do
require "helper"
require "stringio"
class Pair; def to_ary; $to_ary += 1; [1, 2]; end; end
def y0; yield; end
def y1; yield 1; end
def y2; yield 1, 2; end
def ya(a); yield a; end
show("times value") { 3.times { } }
show("map empty") { [1, 2].map { } }
show("map |x| empty") { [1, 2].map { |x| } }
show("times lambda") { 3.times(&lambda { }) }
show("times lambda |x|") { 3.times(&lambda { |x| }) }
show("each |x| outer local") { x = 0; [1, 2].each { |x| }; x }
show("each |x| outer dvar") { [0].map { x = 0; [1, 2].each { |x| }; x } }
show("for outer") { for i in [1, 2]; end; i }
show("for in block") { [0].map { for j in [5, 6]; end; j } }
show("|@a|") { [7, 8].each { |@a| }; @a }
show("|$g|") { [3, 4].each { |$g| }; $g }
show("|h[k]|") { h = {}; [9].each { |h[:k]| }; h }
show("|a, b| to_ary") { $to_ary = 0; [Pair.new].each { |a, b| }; $to_ary }
show("|a, b| masgn") { a = b = nil; [0].map { [[3, 4]].each { |a, b| } }; [a, b] }
show("yield no value |x|") { y0 { |x| } }
show("yield 2 |x|") { $stderr = StringIO.new; y2 { |x| }; w = $stderr.string; $stderr = STDERR; w }
show("yield one |x|") { y1 { |x| } }
show("yield nil |x|") { ya(nil) { |x| } }
show("lambda |x| yield no value") { y0(&lambda { |x| }) }
show("lambda |x, y| yield one") { y1(&lambda { |x, y| }) }
show("proc call") { proc { |x| }.call(1, 2) }
show("lambda call") { lambda { |x| }.call(1, 2) }
show("instance_eval") { 5.instance_eval { } }
show("no block") { y0 }
show("block_given") { def bg; block_given?; end; bg { } }
events = []
set_trace_func proc { |e, f, l, m, b, k| events << [e, l, m] if e != "c-call" && e != "c-return" || m == :times }
2.times { }
set_trace_func nil
show("trace") { events[0..-2] }
