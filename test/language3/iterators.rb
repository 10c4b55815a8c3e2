require 'h'
r { [1,2,3].each { |x| break x * 10 if x == 2 } }
r { [[1,2],[3,4]].map { |a, b| a + b } }
r { [[1,2],[3,4]].map { |a| a } }
r { [[1,2],[3,4]].map { |a,| a } }
r { [[1,[2,3]]].map { |a,(b,c)| [a,b,c] } }
r { [[1,2]].each_with_index.map { |(a, b), i| [a, b, i] } }
r { {1=>2}.map { |k, v| [k, v] } }
r { {1=>2}.map { |x| x } }
r { {1=>2}.each_with_index.map { |(k, v), i| [k, v, i] } }
def y1; yield 1, 2; end
r { y1 { |a| a } }
r { y1 { |*a| a } }
r { y1 { |a, | a } }
r { y1 { |a, b, c| [a, b, c] } }
def y2; yield [1, 2]; end
r { y2 { |a| a } }
r { y2 { |*a| a } }
r { y2 { |a, b| [a, b] } }
def y3; yield [1, 2], 3; end
r { y3 { |(a, b), c| [a, b, c] } }
r { y3 { |a, b| [a, b] } }
def y4; yield nil; end
r { y4 { |a, b| [a, b] } }
r { y4 { |*a| a } }
def y5; yield; end
r { y5 { |a| a } }
r { y5 { |*a| a } }
r { y5 { |a, b| [a, b] } }
def y6; yield *[1, 2]; end
r { y6 { |a| a } }
r { y6 { |*a| a } }
def y7; yield [[1]]; end
r { y7 { |a| a } }


def bp(&b) b end
r { bp { |&b| b }.call { 1 } }
r { bp { |a, &b| [a, b.call] }.call(1) { 2 } }
r { bp { |*a, &b| [a, b.call] }.call(1, 2) { 3 } }
r { bp { |&b| b }.call.class }
r { bp { |&b| }.arity }
r { bp { |a, &b| }.arity }
r { bp { |*a, &b| }.arity }
r { proc { || }.arity }
r { proc { |x, y| }.arity }
r { proc { }.arity }
r { proc { |x| }.arity }
r { proc { |x,| }.arity }
r { proc { |*x| }.arity }
r { proc { |x, *y| }.arity }
r { proc { |(x, y)| }.arity }
r { proc { |(x, y), z| }.arity }
r { lambda { |x| }.call } 
r { lambda { || }.call(1) }
r { lambda { }.call(1, 2) }
r { Proc.new { |x, y| [x, y] }.call(1, 2, 3) }
r { proc { |x, y| [x, y] }.call(1, 2, 3) }
r { proc { |x, y| [x, y] }.call([1, 2]) }
r { lambda { |x, y| [x, y] }.call([1, 2]) }
r { lambda { |x| x }.call(1, 2) }
r { proc { |x| x }.call(1, 2) }
r { proc { |x| x }.call() }
r { proc { || }.call(1) }
r { proc {||} == proc {||} }
r { a = proc { |x| }; a == a.dup }
r { a = proc { |x| }; a == a.clone }
r { proc { |x| } == proc { |x| } }
r { x = 1; proc { x }.call }
r { def m9; yield; end; m9 { next 5 } }
r { [1,2].each { |x| next; 99 } }
r { c = 0; [1,2,3].each { |x| c += 1; redo if c == 2 && x == 2 }; c }
r { c = 0; begin; c += 1; raise "x" if c < 3; rescue; retry; end; c }
r { c = 0; for i in 1..3; c += i; end; [c, i] }
r { [1].each { c = 0; for i in 1..2; c += i; end; return c } rescue $! }
r { z = nil; [1].each { c = 0; for i in 1..2; c += i; end; z = c }; z }
r { for a, b in [[1, 2], [3, 4]]; end; [a, b] }
r { for a in []; end; a }
r { x = for i in [1,2]; end; x }
r { (1..3).each { |i| break i } }
r { loop { break } }
r { loop { break *nil } }
r { loop { break *[] } }
r { loop { break *[1] } }
r { loop { raise StopIteration, "x" } }
r { i = 0; while i < 3; i += 1; end }
r { i = 0; while i < 3; i += 1; break i * 2 if i == 2; end }
r { i = 0; until i == 3; i += 1; end; i }
r { i = 0; begin; i += 1; end while i < 0; i }
r { i = 0; begin; i += 1; end until true; i }
r { i = 0; i += 1 while i < 5; i }
r { i = 10; i += 1 while i < 5; i }
r { catch(:x) { throw :x } }
r { catch(:x) { throw :x, 5 } }
r { catch(:x) { 10 } }
r { catch(:x) { catch(:y) { throw :x, 1 }; 2 } }
r { throw :nope }
r { catch("s") { throw "s", 3 } }
r { catch(:a) { throw "a" } }
def it_retry; $rt = ($rt || 0) + 1; yield; end
r { $rt = 0; c = 0; it_retry { c += 1; retry if c < 3 }; [$rt, c] }
r { [3,1,2].sort { |a, b| b <=> a } }
r { [1,2,3].inject { |s, x| s + x } }
r { [1,2,3].inject(10) { |s, x| s + x } }
r { (1..4).each_slice(2).to_a }
r { [1,2].each_with_object([]) { |x, a| a << x } rescue $!.class }
r { [1,2,3].each_cons(2).map { |a, b| a * b } }
r { e = [1,2,3].each; [e.next, e.next, e.next, (e.next rescue $!.class)] }
r { [1,2].map.with_index { |x, i| x * i } rescue $!.class }
r { [4,5].each_with_index.to_a }
r { [1,2,3].select.with_index { |x, i| i > 0 } rescue $!.class }
